import type { Order } from '@portal/shop/data-access';
import { StatusTag, type StatusTone } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';

const TONES: Record<Order['status'], StatusTone> = {
  paid: 'success',
  pending: 'processing',
  cancelled: 'default',
  refunded: 'warning',
};

export function OrderStatusTag({ status }: { status: Order['status'] }) {
  const { t } = useTranslation('shop');
  return <StatusTag label={t(`orders.statuses.${status}`)} tone={TONES[status]} />;
}
