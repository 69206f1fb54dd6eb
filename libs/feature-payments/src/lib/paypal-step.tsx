import { apiErrorOf, useCapturePaypalOrderMutation, type CheckoutResponse } from '@portal/data-access';
import { formatMoney } from '@portal/util';
import { Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayConfig } from './gateway-config';
import { paypalGlobal } from './gateway-globals';
import type { GatewayStepProps } from './gateway-outcome';
import { ScriptState } from './script-state';
import { useGatewayScript } from './use-gateway-script';

type PaypalCheckout = Extract<CheckoutResponse, { gateway: 'paypal' }>;

/** PayPal's own buttons (JS SDK): the order comes from our checkout; approval is captured by the API. */
export function PaypalStep({ checkout, onTaken, onAbandoned }: GatewayStepProps<PaypalCheckout>) {
  const { t } = useTranslation('payments');
  const script = useGatewayScript(gatewayConfig.paypalSdkUrl, () => Boolean(paypalGlobal()));
  const container = useRef<HTMLDivElement>(null);
  const [capture] = useCapturePaypalOrderMutation();
  const handlers = useRef({ onTaken, onAbandoned, capture, t });
  handlers.current = { onTaken, onAbandoned, capture, t };

  useEffect(() => {
    const paypal = paypalGlobal();
    const host = container.current;
    if (script.status !== 'ready' || !paypal || !host) return;
    const buttons = paypal.Buttons({
      createOrder: () => checkout.order_id,
      onApprove: async ({ orderID }) => {
        const {
          capture: captureOrder,
          onTaken: taken,
          onAbandoned: abandoned,
          t: translate,
        } = handlers.current;
        try {
          await captureOrder({
            payment_id: checkout.payment_id,
            order_id: orderID,
            ...(checkout.paypal_region ? { paypal_region: checkout.paypal_region } : {}),
          }).unwrap();
          taken(checkout.payment_id);
        } catch (error) {
          // The answer was lost on the way (the network dropped): PayPal may have taken the payment all the same.
          // Its real state is asked for, never a second payment offered.
          if (apiErrorOf(error).status === 'FETCH_ERROR') {
            taken(checkout.payment_id);
            return;
          }
          abandoned({
            type: 'error',
            text: translate('paypal.captureFailed', { message: apiErrorOf(error).message ?? '' }),
          });
        }
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
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('paypal.intro', { amount: formatMoney(checkout.total, checkout.currency) })}
      </Typography.Paragraph>
      <ScriptState status={script.status} gateway="PayPal" onRetry={script.retry} />
      <div ref={container} style={{ maxWidth: 420 }} />
    </Flex>
  );
}
