import { formatDate, formatDateTime, formatMoney, isoToday, paths } from '@portal/util';
import type { TFunction } from 'i18next';
import { Alert, Descriptions, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiText, Ltr, StatusTag, type StatusTone } from '@portal/ui-light';
import './i18n/register';

/** One attempt to pay, as the payment records endpoints give it (PaymentRecord of the contract fits). */
interface PaymentTimelineAttempt {
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
  /** The sponsor who paid it, when not the student. */
  paid_by?: string | null;
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

const NAMED_GATEWAY_REFERENCES = new Set(['paypal', 'flywire', 'transfermate']);

/** What the gateway calls its reference ("PayPal order reference"), shared by the timeline and the receipt. */
export function gatewayReferenceLabel(
  t: TFunction<'payments'>,
  gatewayKey: string,
  gatewayName: string,
): string {
  return NAMED_GATEWAY_REFERENCES.has(gatewayKey)
    ? t(`timeline.gatewayReference.${gatewayKey as 'paypal' | 'flywire' | 'transfermate'}`)
    : t('timeline.gatewayReference.other', { gateway: gatewayName });
}

/** A bank transfer still awaited after the day it was expected (today is the clock's, so tests can fix it). */
function isTransferLate(expectedArrival: string, today: string = isoToday()): boolean {
  return expectedArrival.slice(0, 10) < today;
}

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

/** Ours and the gateway's, each named for what it is, so the student knows which to quote to whom. */
function references(
  t: TFunction<'payments'>,
  common: TFunction<'common'>,
  attempt: PaymentTimelineAttempt,
  gateway: string,
) {
  return [
    { key: 'ours', label: common('timeline.paymentReference'), value: attempt.reference },
    {
      key: 'gateway',
      label: gatewayReferenceLabel(t, attempt.gateway, gateway),
      value: attempt.gateway_reference,
    },
  ].filter((row): row is { key: string; label: string; value: string } => Boolean(row.value));
}

/**
 * A value to copy. A reference, an IBAN, an amount read left to right in every language; a bank's or an account's
 * name follows its own letters.
 */
function Copyable({
  text,
  label,
  direction = 'ltr',
}: {
  text: string;
  label: string;
  direction?: 'ltr' | 'auto';
}) {
  const { t } = useTranslation('payments');
  return (
    <Typography.Text
      strong
      // Named with the value itself: a list of payments has many "Payment reference"s to tell apart.
      copyable={{ text, tooltips: [t('timeline.copy', { field: label, value: text }), t('timeline.copied')] }}
    >
      {direction === 'ltr' ? <Ltr>{text}</Ltr> : <ApiText>{text}</ApiText>}
    </Typography.Text>
  );
}

type WaitingTransfer = NonNullable<PaymentTimelineAttempt['transfer']>;

/** A bank transfer on its way: when it should arrive (or what to do once it is late) and its instructions again. */
function TransferOnItsWay({ transfer }: { transfer: WaitingTransfer }) {
  const { t } = useTranslation('payments');
  return (
    <Flex vertical gap={8}>
      {isTransferLate(transfer.expected_arrival) ? (
        <Alert
          type="warning"
          showIcon
          title={t('timeline.late.title', { date: formatDate(transfer.expected_arrival) })}
          description={
            <Flex vertical gap={4} align="flex-start">
              {t('timeline.late.text', { reference: transfer.instructions.reference })}
              <Link to={paths.request()}>{t('timeline.late.action')}</Link>
            </Flex>
          }
        />
      ) : (
        <Typography.Text>
          {t('timeline.expectedArrival', { date: formatDate(transfer.expected_arrival) })}
        </Typography.Text>
      )}
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
          ['account-number', t('timeline.field.accountNumber'), transfer.instructions.account_number],
          ['iban', t('timeline.field.iban'), transfer.instructions.iban],
          ['swift', t('timeline.field.swift'), transfer.instructions.swift],
        ]
          .filter((row): row is [string, string, string] => Boolean(row[2]))
          .map(([key, fieldLabel, value]) => ({
            key,
            label: fieldLabel,
            children: (
              <Copyable text={value} label={fieldLabel} direction={NAMES.has(key) ? 'auto' : 'ltr'} />
            ),
          }))}
      />
    </Flex>
  );
}

/** One attempt: its step, gateway, total and invoice, who paid, when, its receipt and references to copy. */
function AttemptEntry({
  attempt,
  step,
  label,
  showInvoice,
}: {
  attempt: PaymentTimelineAttempt;
  step: ReturnType<typeof stepOf>;
  label: string;
  showInvoice: boolean;
}) {
  const { t } = useTranslation('payments');
  // The gateways' names and our reference are common's: the statement and the sponsor's receipt say them too.
  const { t: common } = useTranslation('common');
  const tone = step ? TONES[step] : 'default';
  const gateway = common(`timeline.gateway.${attempt.gateway}`, { defaultValue: attempt.gateway });
  const transfer = attempt.status === 'pending' ? attempt.transfer : null;
  const amount = formatMoney(attempt.amount + attempt.fee, attempt.currency);
  const paidOn = when(attempt.updated_at ?? attempt.date);
  return (
    <Flex vertical gap={6} aria-label={t('timeline.itemLabel', { gateway, status: label })} role="group">
      <Flex gap={8} wrap align="center">
        <StatusTag label={label} tone={tone} />
        <Typography.Text strong>{gateway}</Typography.Text>
        <Typography.Text>
          <Ltr>{amount}</Ltr>
        </Typography.Text>
        {showInvoice && attempt.invoice_id !== null ? (
          <Link to={paths.invoice(attempt.invoice_id)}>
            <Ltr>{attempt.invoice_number ?? attempt.invoice_id}</Ltr>
          </Link>
        ) : null}
      </Flex>
      {attempt.paid_by ? (
        <Typography.Text>{t('timeline.paidBy', { name: attempt.paid_by })}</Typography.Text>
      ) : null}
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
      {step === 'paid' ? (
        // Each receipt's name says which payment it is: a list of them reads as more than "Receipt" six times.
        <Link
          to={paths.receipt(attempt.key)}
          aria-label={
            attempt.invoice_number
              ? t('timeline.receiptLabelInvoice', {
                  gateway,
                  amount,
                  invoice: attempt.invoice_number,
                  date: paidOn,
                })
              : t('timeline.receiptLabel', { gateway, amount, date: paidOn })
          }
        >
          {t('timeline.receipt')}
        </Link>
      ) : null}
      {references(t, common, attempt, gateway).map(({ key, label: referenceLabel, value }) => (
        <span key={key}>
          {t('timeline.labelled', { label: referenceLabel })} <Copyable text={value} label={referenceLabel} />
        </span>
      ))}
      {transfer ? <TransferOnItsWay transfer={transfer} /> : null}
    </Flex>
  );
}

/**
 * Every attempt to pay, newest first, across PayPal, Flywire and bank transfer: started, waiting for the bank
 * transfer (its instructions again and the expected arrival), paid, failed or cancelled, each with the
 * gateway's reference to copy.
 */
export function PaymentTimeline({ attempts, showInvoice = false }: PaymentTimelineProps) {
  const { t } = useTranslation('payments');
  if (attempts.length === 0) return <Typography.Text type="secondary">{t('timeline.empty')}</Typography.Text>;
  return (
    <Timeline
      items={attempts.map((attempt) => {
        const step = stepOf(attempt);
        const label = step ? t(`timeline.step.${step}`) : attempt.status;
        return {
          key: attempt.key,
          color: COLORS[step ? TONES[step] : 'default'],
          content: <AttemptEntry attempt={attempt} step={step} label={label} showInvoice={showInvoice} />,
        };
      })}
    />
  );
}
