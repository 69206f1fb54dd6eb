import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from './status-tag';

const TONES: Record<string, StatusTone> = {
  paid: 'success',
  unpaid: 'processing',
  partially_paid: 'warning',
  overdue: 'error',
};

/** An invoice's status as every page shows it (list, detail, dashboard, payments). */
export function InvoiceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('common');
  return (
    <StatusTag
      label={t(`invoiceStatus.${status}`, { defaultValue: status })}
      tone={TONES[status] ?? 'default'}
    />
  );
}
