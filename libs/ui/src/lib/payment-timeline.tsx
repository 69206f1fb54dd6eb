import { formatDate, formatDateTime, formatMoney, paths } from '@portal/util';
import { Descriptions, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiText } from './api-text';
import { Ltr } from './ltr';
import { StatusTag, type StatusTone } from './status-tag';

/** One attempt to pay, as the payment records endpoints give it (PaymentRecord of the contract fits). */
export interface PaymentTimelineAttempt {
  key: string;
  invoice_id: number | null;
  invoice_number: string | null;
  date: string;
  gateway: string;
  amount: number;
  fee: number;
  currency: string;
  status: string;
  reference: string | null;
  gateway_reference?: string | null;
  updated_at?: string | null;
  transfer?: {
    instructions: {
      bank_name: string;
      account_name: string;
      account_number: string;
      iban: string | null;
      swift: string | null;
      reference: string;
      amount: number;
      currency: string;
    };
    expected_arrival: string;
  } | null;
}

type Step = 'started' | 'waitingTransfer' | 'waiting' | 'paid' | 'failed' | 'cancelled';

const TONES: Record<Step, StatusTone> = {
  started: 'default',
  waitingTransfer: 'warning',
  waiting: 'processing',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
};

const COLORS: Record<StatusTone, string> = {
  default: 'gray',
  warning: 'orange',
  processing: 'blue',
  success: 'green',
  error: 'red',
};

/** A day alone (the office's records) as a date; a moment with its time. */
const when = (value: string) => (value.length <= 10 ? formatDate(value) : formatDateTime(value));

const BANK_TRANSFERS = new Set(['transfermate', 'bank_transfer']);

/** The transfer instructions' names; their other fields (amount, reference, numbers, IBAN) read left to right. */
const NAMES = new Set(['bank', 'account-name']);

function stepOf(attempt: PaymentTimelineAttempt): Step | null {
  switch (attempt.status) {
    case 'created':
      return 'started';
    case 'pending':
      return BANK_TRANSFERS.has(attempt.gateway) ? 'waitingTransfer' : 'waiting';
    case 'completed':
      return 'paid';
    case 'failed':
    case 'cancelled':
      return attempt.status;
    default:
      return null;
  }
}

interface PaymentTimelineProps {
  /** Newest first. */
  attempts: PaymentTimelineAttempt[];
  /** The payments page names each attempt's invoice; an invoice's own page does not. */
  showInvoice?: boolean;
}

/**
 * Every attempt to pay, newest first, across PayPal, Flywire and bank transfer: started, waiting for the bank
 * transfer (its instructions again and the expected arrival), paid, failed or cancelled, each with the
 * gateway's reference to copy.
 */
export function PaymentTimeline({ attempts, showInvoice = false }: PaymentTimelineProps) {
  const { t } = useTranslation('common');
  if (attempts.length === 0) return <Typography.Text type="secondary">{t('timeline.empty')}</Typography.Text>;

  // A reference, an IBAN, an amount read left to right in every language; a bank's or an account's name follows
  // its own letters.
  const copyable = (text: string, label: string, direction: 'ltr' | 'auto' = 'ltr') => (
    <Typography.Text
      strong
      copyable={{ text, tooltips: [t('timeline.copy', { field: label }), t('timeline.copied')] }}
    >
      {direction === 'ltr' ? <Ltr>{text}</Ltr> : <ApiText>{text}</ApiText>}
    </Typography.Text>
  );

  return (
    <Timeline
      items={attempts.map((attempt) => {
        const step = stepOf(attempt);
        const tone = step ? TONES[step] : 'default';
        const label = step ? t(`timeline.step.${step}`) : attempt.status;
        const gateway = t(`timeline.gateway.${attempt.gateway}`, { defaultValue: attempt.gateway });
        const transfer = attempt.status === 'pending' ? attempt.transfer : null;
        return {
          key: attempt.key,
          color: COLORS[tone],
          content: (
            <Flex
              vertical
              gap={6}
              aria-label={t('timeline.itemLabel', { gateway, status: label })}
              role="group"
            >
              <Flex gap={8} wrap align="center">
                <StatusTag label={label} tone={tone} />
                <Typography.Text strong>{gateway}</Typography.Text>
                <Typography.Text>
                  <Ltr>{formatMoney(attempt.amount + attempt.fee, attempt.currency)}</Ltr>
                </Typography.Text>
                {showInvoice && attempt.invoice_id !== null ? (
                  <Link to={paths.invoice(attempt.invoice_id)}>
                    <Ltr>{attempt.invoice_number ?? attempt.invoice_id}</Ltr>
                  </Link>
                ) : null}
              </Flex>
              <Typography.Text type="secondary">
                {
                  // A payment the office recorded has one date: when it was paid.
                  step === 'paid' && !attempt.updated_at
                    ? t('timeline.paidOn', { date: when(attempt.date) })
                    : t('timeline.started', { date: when(attempt.date) })
                }
                {attempt.updated_at && (step === 'paid' || step === 'failed' || step === 'cancelled')
                  ? ` · ${t(`timeline.when.${step}`, { date: when(attempt.updated_at) })}`
                  : ''}
              </Typography.Text>
              {attempt.gateway_reference ? (
                <span>
                  {t('timeline.gatewayReference', { gateway })}{' '}
                  {copyable(attempt.gateway_reference, t('timeline.referenceLabel'))}
                </span>
              ) : null}
              {transfer ? (
                <Flex vertical gap={8}>
                  <Typography.Text>
                    {t('timeline.expectedArrival', { date: formatDate(transfer.expected_arrival) })}
                  </Typography.Text>
                  <Descriptions
                    bordered
                    size="small"
                    column={1}
                    title={t('timeline.instructions')}
                    items={[
                      [
                        'amount',
                        t('timeline.field.amount'),
                        formatMoney(transfer.instructions.amount, transfer.instructions.currency),
                      ],
                      ['reference', t('timeline.field.reference'), transfer.instructions.reference],
                      ['bank', t('timeline.field.bank'), transfer.instructions.bank_name],
                      ['account-name', t('timeline.field.accountName'), transfer.instructions.account_name],
                      [
                        'account-number',
                        t('timeline.field.accountNumber'),
                        transfer.instructions.account_number,
                      ],
                      ['iban', t('timeline.field.iban'), transfer.instructions.iban],
                      ['swift', t('timeline.field.swift'), transfer.instructions.swift],
                    ]
                      .filter((row): row is [string, string, string] => Boolean(row[2]))
                      .map(([key, fieldLabel, value]) => ({
                        key,
                        label: fieldLabel,
                        children: copyable(value, fieldLabel, NAMES.has(key) ? 'auto' : 'ltr'),
                      }))}
                  />
                </Flex>
              ) : null}
            </Flex>
          ),
        };
      })}
    />
  );
}
