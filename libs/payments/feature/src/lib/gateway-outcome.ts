/** How a gateway step ends: the gateway took the payment (verify it next), or the student is back at the choice. */
export interface GatewayStepProps<C> {
  checkout: C;
  onTaken: (paymentId: number) => void;
  onAbandoned: (notice: { type: 'warning' | 'error'; text: string }) => void;
}
