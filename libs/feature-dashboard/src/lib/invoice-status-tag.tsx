import type { InvoiceStatus } from '@portal/data-access';
import { StatusTag, type StatusTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import './i18n/register';

const TONES: Record<InvoiceStatus, StatusTone> = {
  paid: 'success',
  unpaid: 'processing',
  partially_paid: 'warning',
  overdue: 'error',
};

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('dashboard');
  return <StatusTag label={t(`status.${status}`)} tone={TONES[status]} />;
}
