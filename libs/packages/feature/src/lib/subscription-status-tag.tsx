import type { Subscription, SubscriptionStatus } from '@portal/packages/data-access';
import { StatusTag, type StatusTone } from '@portal/ui-light';
import { formatDate } from '@portal/util';
import { useTranslation } from 'react-i18next';

const TONES: Record<SubscriptionStatus, StatusTone> = {
  active: 'success',
  cancelled: 'warning',
  expired: 'default',
  waiting_for_payment: 'processing',
};

/**
 * A subscription's state in a word or two. Auto-renew turned off (`cancelled` in the API) is not an end: the
 * membership runs until its period ends, and the tag says until when.
 */
export function SubscriptionStatusTag({
  subscription,
}: {
  subscription: Pick<Subscription, 'status' | 'current_period_end'>;
}) {
  const { t } = useTranslation('packages');
  const { status, current_period_end: end } = subscription;
  const label =
    status === 'cancelled' && end ? t('status.endsOn', { date: formatDate(end) }) : t(`status.${status}`);
  return <StatusTag label={label} tone={TONES[status]} />;
}
