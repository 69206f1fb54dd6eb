import { apiErrorOf } from '@portal/data-access';
import {
  useFlywireCallbackMutation,
  useFlywireNotificationMutation,
  useLogFlywireCancelMutation,
  useLogFlywireFailureMutation,
  type CheckoutResponse,
} from '@portal/payments/data-access';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';
import { gatewayConfig } from './gateway-config';
import { flywireGlobal, type FlywireCompleteArgs } from './gateway-globals';
import type { GatewayStepProps } from './gateway-outcome';
import { ScriptState } from './script-state';
import { useGatewayScript } from './use-gateway-script';
// Its strings come with it, to the sponsor's page too (which reaches it through this lib's entry).
import './i18n/register';

type FlywireCheckout = Extract<CheckoutResponse, { gateway: 'flywire' }>;

const FAILED_STATUSES = ['failed', 'error', 'cancelled', 'declined'];

type FlywireOutcome = { payment_id: number; reference: string; status: string };

interface FlywireStepProps extends GatewayStepProps<FlywireCheckout> {
  /**
   * How the gateway's outcome reaches the API; default: the student's callback, then the notification, and the
   * logs of a cancelled or failed checkout. A sponsor's page sends its own callback only: the others need the
   * student's session.
   */
  callbackWith?: (outcome: FlywireOutcome) => Promise<unknown>;
}

/** Flywire's checkout, opened over the page with the payer's details filled in. */
export function FlywireStep({ checkout, onTaken, onAbandoned, callbackWith }: FlywireStepProps) {
  const { t } = useTranslation('payments');
  const script = useGatewayScript(gatewayConfig.flywireScriptUrl, () => Boolean(flywireGlobal()));
  const [callback] = useFlywireCallbackMutation();
  // From the gateway's answer until the API has it, whichever callback sends it.
  const [sending, setSending] = useState(false);
  const [notify] = useFlywireNotificationMutation();
  const [logCancel] = useLogFlywireCancelMutation();
  const [logFailure] = useLogFlywireFailureMutation();
  const finished = useRef(false);
  const paymentId = checkout.payment_id;

  async function complete(args: FlywireCompleteArgs) {
    if (finished.current) return;
    finished.current = true;
    const status = String(args.status ?? '');
    const reference = String(args.reference ?? '');
    if (FAILED_STATUSES.includes(status)) {
      if (!callbackWith) void logFailure({ payment_id: paymentId, error: status });
      onAbandoned({ type: 'error', text: t('flywire.failed') });
      return;
    }
    setSending(true);
    try {
      const outcome = { payment_id: paymentId, reference, status };
      if (callbackWith) await callbackWith(outcome);
      else {
        await callback(outcome).unwrap();
        void notify(outcome);
      }
      onTaken(paymentId);
    } catch (error) {
      onAbandoned({
        type: 'error',
        text: t('flywire.callbackFailed', { message: apiErrorOf(error).message ?? '' }),
      });
    } finally {
      setSending(false);
    }
  }

  function open() {
    const flywire = flywireGlobal();
    if (!flywire) return;
    const { flywire: config } = checkout;
    flywire
      .initiate({
        env: config.env,
        recipientCode: config.recipient_code,
        amount: config.amount,
        currency: config.currency,
        firstName: config.payer.first_name,
        lastName: config.payer.last_name,
        email: config.payer.email,
        ...(config.payer.phone ? { phone: config.payer.phone } : {}),
        ...(config.payer.address ? { address: config.payer.address } : {}),
        ...(config.payer.country ? { country: config.payer.country } : {}),
        requestPayerInfo: false,
        requestRecipientInfo: false,
        onCompleteCallback: (args) => void complete(args),
        onCancel: () => {
          if (finished.current) return;
          finished.current = true;
          if (!callbackWith) void logCancel({ payment_id: paymentId });
          onAbandoned({ type: 'warning', text: t('flywire.cancelled') });
        },
      })
      .render();
  }

  return (
    <Flex vertical gap={16} align="flex-start">
      <StepHeading>{t('flywire.title')}</StepHeading>
      <Typography.Paragraph style={{ margin: 0 }}>{t('flywire.intro')}</Typography.Paragraph>
      <ScriptState status={script.status} gateway="Flywire" onRetry={script.retry} />
      {script.status === 'ready' ? (
        <Button type="primary" size="large" onClick={open} loading={sending}>
          {t('flywire.open')}
        </Button>
      ) : null}
    </Flex>
  );
}
