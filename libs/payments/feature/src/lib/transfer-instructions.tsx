import type { CheckoutResponse } from '@portal/payments/data-access';
import { formatMoney, toSafeScriptUrl } from '@portal/util';
import { CopyValue } from '@portal/ui';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';

type TransferCheckout = Extract<CheckoutResponse, { gateway: 'transfermate' }>;

interface TransferInstructionsProps {
  checkout: TransferCheckout;
  onSent: (paymentId: number) => void;
}

/** The bank details to send a transfer to, each with a copy button; or the way to the bank's own page. */
export function TransferInstructions({ checkout, onSent }: TransferInstructionsProps) {
  const { t } = useTranslation('payments');
  const result = checkout.transfermate;
  // The same rule as for gateway scripts: https, or http only on this machine (the demo).
  const redirect = result.type === 'redirect' ? toSafeScriptUrl(result.url) : null;

  useEffect(() => {
    if (redirect) window.location.assign(redirect);
  }, [redirect]);

  if (result.type === 'redirect') {
    return redirect ? (
      <Typography.Paragraph role="status">{t('transfer.redirecting')}</Typography.Paragraph>
    ) : (
      <Alert type="error" showIcon title={t('transfer.badRedirect')} />
    );
  }

  const { instructions } = result;
  // Names take their direction from their own letters; the amount, reference, numbers and IBAN read left to right.
  const row = (key: string, label: string, value: string | null, direction?: 'auto', shown?: string) =>
    value
      ? {
          key,
          label,
          children: <CopyValue label={label} value={value} shown={shown} direction={direction} />,
        }
      : null;

  return (
    <Flex vertical gap={16}>
      <StepHeading>{t('transfer.instructionsTitle')}</StepHeading>
      <Typography.Paragraph style={{ margin: 0 }}>{t('transfer.instructionsText')}</Typography.Paragraph>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          row(
            'amount',
            t('transfer.amount'),
            String(instructions.amount),
            undefined,
            formatMoney(instructions.amount, instructions.currency),
          ),
          row('reference', t('transfer.reference'), instructions.reference),
          row('bank', t('transfer.bankName'), instructions.bank_name, 'auto'),
          row('account-name', t('transfer.accountName'), instructions.account_name, 'auto'),
          row('account-number', t('transfer.accountNumber'), instructions.account_number),
          row('iban', t('transfer.iban'), instructions.iban),
          row('swift', t('transfer.swift'), instructions.swift),
        ].filter((item) => item !== null)}
      />
      <div>
        <Button type="primary" onClick={() => onSent(checkout.payment_id)}>
          {t('transfer.sent')}
        </Button>
      </div>
    </Flex>
  );
}
