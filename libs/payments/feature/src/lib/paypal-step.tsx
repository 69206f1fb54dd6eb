import {
  useCapturePaypalApproval,
  type CaptureOutcome,
  type CheckoutResponse,
} from '@portal/payments/data-access';
import { formatMoney } from '@portal/util';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayConfig } from './gateway-config';
import { paypalGlobal } from './gateway-globals';
import type { GatewayStepProps } from './gateway-outcome';
import { ScriptState } from './script-state';
import { StepHeading } from './step-heading';
import { useGatewayScript } from './use-gateway-script';
// Its strings come with it, to the sponsor's page too (which reaches it through this lib's entry).
import './i18n/register';

type PaypalCheckout = Extract<CheckoutResponse, { gateway: 'paypal' }>;

interface PaypalStepProps extends GatewayStepProps<PaypalCheckout> {
  /** How the approval reaches the API; default: the student's capture, kept until sent. A sponsor's page sends its own. */
  captureWith?: (approval: { payment_id: number; order_id: string }) => Promise<CaptureOutcome>;
}

/** PayPal's own buttons (JS SDK): the order comes from our checkout; approval is captured by the API. */
export function PaypalStep({ checkout, onTaken, onAbandoned, captureWith }: PaypalStepProps) {
  const { t } = useTranslation('payments');
  const script = useGatewayScript(gatewayConfig.paypalSdkUrl, () => Boolean(paypalGlobal()));
  const container = useRef<HTMLDivElement>(null);
  const studentCapture = useCapturePaypalApproval();
  const capture = captureWith ?? studentCapture;
  // From approval until the API has answered: PayPal's buttons take no more clicks, and the student sees why.
  const [capturing, setCapturing] = useState(false);
  const handlers = useRef({ onTaken, onAbandoned, capture, t });
  handlers.current = { onTaken, onAbandoned, capture, t };

  useEffect(() => {
    const paypal = paypalGlobal();
    const host = container.current;
    if (script.status !== 'ready' || !paypal || !host) return;
    const buttons = paypal.Buttons({
      createOrder: () => checkout.order_id,
      onApprove: async ({ orderID }) => {
        const { capture: captureOrder, t: translate } = handlers.current;
        setCapturing(true);
        const outcome = await captureOrder({
          payment_id: checkout.payment_id,
          order_id: orderID,
          paypal_region: checkout.paypal_region,
          invoice_id: checkout.invoice_id,
          total: checkout.total,
          currency: checkout.currency,
        });
        setCapturing(false);
        // Not sent (the network dropped): the approval is kept and sent once the connection is back; meanwhile
        // the payment's state is asked for, never a second payment offered.
        if (outcome.status !== 'refused') handlers.current.onTaken(checkout.payment_id);
        else
          handlers.current.onAbandoned({
            type: 'error',
            text: translate('paypal.captureFailed', { message: outcome.message ?? '' }),
          });
      },
      onCancel: () =>
        handlers.current.onAbandoned({ type: 'warning', text: handlers.current.t('paypal.cancelled') }),
      onError: () =>
        handlers.current.onAbandoned({ type: 'error', text: handlers.current.t('paypal.error') }),
    });
    buttons
      .render(host)
      .catch(() => handlers.current.onAbandoned({ type: 'error', text: handlers.current.t('paypal.error') }));
    return () => {
      void buttons.close?.();
      host.replaceChildren();
    };
  }, [script.status, checkout]);

  return (
    <Flex vertical gap={16}>
      <StepHeading>{t('paypal.title')}</StepHeading>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('paypal.intro', { amount: formatMoney(checkout.total, checkout.currency) })}
      </Typography.Paragraph>
      <ScriptState status={script.status} gateway="PayPal" onRetry={script.retry} />
      {capturing ? (
        <div role="status">
          <Button type="primary" loading>
            {t('paypal.confirming')}
          </Button>
        </div>
      ) : null}
      <div
        ref={container}
        inert={capturing}
        aria-busy={capturing}
        style={{ maxWidth: 420, opacity: capturing ? 0.5 : undefined }}
      />
    </Flex>
  );
}
