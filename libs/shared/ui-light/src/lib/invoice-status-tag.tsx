import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from './status-tag';

const TONES: Record<string, StatusTone> = {
  paid: 'success',
  unpaid: 'processing',
  partially_paid: 'warning',
  overdue: 'error',
};

/** What the tag reads of an invoice (InvoiceSummary and InvoiceDetail fit). */
export interface InvoiceStanding {
  status: string;
  amount: number;
  amount_due: number;
}

/**
 * An invoice's status as every page shows it (list, detail, dashboard, payments). Overdue wins over partly paid
 * (the API says `overdue` once the due date has passed with money owed), and says so when part is paid.
 */
export function InvoiceStatusTag({ invoice }: { invoice: InvoiceStanding }) {
  const { t } = useTranslation('common');
  const { status } = invoice;
  const partlyPaid = status === 'overdue' && invoice.amount_due > 0 && invoice.amount_due < invoice.amount;
  return (
    <StatusTag
      label={partlyPaid ? t('overduePartlyPaid') : t(`invoiceStatus.${status}`, { defaultValue: status })}
      tone={TONES[status] ?? 'default'}
    />
  );
}
