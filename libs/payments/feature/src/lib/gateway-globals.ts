/** The parts of the gateways' browser APIs the portal uses. */
interface PaypalButtonsOptions {
  createOrder: () => Promise<string> | string;
  onApprove: (data: { orderID: string }) => Promise<void> | void;
  onCancel?: (data: { orderID?: string }) => void;
  onError?: (error: unknown) => void;
}

interface PaypalNamespace {
  Buttons: (options: PaypalButtonsOptions) => {
    render: (container: HTMLElement) => Promise<void>;
    close?: () => Promise<void>;
  };
}

export interface FlywireCompleteArgs {
  reference?: string;
  status?: string;
  amount?: number;
  paymentMethod?: string;
}

interface FlywireConfig {
  env: string;
  recipientCode: string;
  amount: number;
  currency: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address?: string;
  country?: string;
  requestPayerInfo: boolean;
  requestRecipientInfo: boolean;
  onCompleteCallback: (args: FlywireCompleteArgs) => void;
  onCancel?: () => void;
}

interface FlywireNamespace {
  initiate: (config: FlywireConfig) => { render: () => void };
}

type GatewayWindow = Window & { paypal?: PaypalNamespace; FlywirePayment?: FlywireNamespace };

export const paypalGlobal = () => (window as GatewayWindow).paypal;
export const flywireGlobal = () => (window as GatewayWindow).FlywirePayment;
