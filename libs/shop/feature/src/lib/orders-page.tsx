import { useBasketOrderSync, useGetOrdersQuery, type Order } from '@portal/shop/data-access';
import { DataTable } from '@portal/ui';
import { Money, PageStates, ApiText, Ltr } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OrderStatusTag } from './order-status-tag';
import { PendingOrderActions } from './pending-order-actions';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `orders`: what the student bought, newest first. */
export function OrdersPage() {
  const { t } = useTranslation('shop');
  const orders = useGetOrdersQuery();
  useBasketOrderSync();

  const columns: TableColumnsType<Order> = [
    {
      key: 'number',
      title: t('orders.number'),
      render: (_v, order) => (
        <Link to={paths.order(order.id)}>
          <Ltr>{order.number}</Ltr>
        </Link>
      ),
    },
    { key: 'date', title: t('orders.date'), render: (_v, order) => formatDate(order.date) },
    {
      key: 'items',
      title: t('orders.items'),
      render: (_v, order) => (
        <ApiText>{order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</ApiText>
      ),
    },
    {
      key: 'amount',
      title: t('orders.amount'),
      align: 'end',
      render: (_v, order) => <Money amount={order.amount} currency={order.currency} />,
    },
    {
      key: 'status',
      title: t('orders.status'),
      render: (_v, order) => <OrderStatusTag status={order.status} />,
    },
    {
      key: 'actions',
      title: t('orders.actions'),
      render: (_v, order) =>
        order.status === 'pending' ? <PendingOrderActions order={order} named /> : null,
    },
  ];

  return (
    <PageStates
      title={t('orders.title')}
      subtitle={t('orders.subtitle')}
      queries={[orders]}
      data={orders.data}
      isEmpty={(data) => data.length === 0}
      empty={t('orders.empty')}
      emptyAction={<Link to={paths.shops()}>{t('basket.toShop')}</Link>}
    >
      {(data) => (
        <Card styles={{ body: { padding: 0 } }}>
          <DataTable
            rowKey="id"
            label={t('orders.title')}
            columns={columns}
            dataSource={data}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
    </PageStates>
  );
}
