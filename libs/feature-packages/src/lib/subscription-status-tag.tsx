import type { SubscriptionStatus } from '@portal/data-access';
import { StatusTag, type StatusTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';

const TONES: Record<SubscriptionStatus, StatusTone> = {
  active: 'success',
  cancelled: 'warning',
  expired: 'default',
  waiting_for_payment: 'processing',
};

export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('packages');
  return <StatusTag label={t(`status.${status}`)} tone={TONES[status]} />;
}
