import { StatusTag, type StatusTone } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';

const TONES: Record<string, StatusTone> = {
  created: 'default',
  pending: 'processing',
  completed: 'success',
  paid: 'success',
  failed: 'error',
  overdue: 'error',
  cancelled: 'default',
  due: 'warning',
};

/** A payment's or instalment's state; states the API adds later show under their own name. */
export function PaymentStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('payments');
  return (
    <StatusTag label={t(`status.${status}`, { defaultValue: status })} tone={TONES[status] ?? 'default'} />
  );
}
