import { skipToken } from '@reduxjs/toolkit/query/react';
import { isUnknownIdError } from '@portal/data-access';
import { useGetStudentBookingsQuery } from '@portal/profile/data-access';
import { useGetOrderQuery, type Order, type OrderItem } from '@portal/shop/data-access';
import { DataTable, useItemChoicesText } from '@portal/ui';
import { ApiText, Ltr, Money, PageStates } from '@portal/ui-light';
import { formatDate, parseId, paths } from '@portal/util';
import { Alert, Card, Descriptions, Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { OrderStatusTag } from './order-status-tag';
import { PendingOrderActions } from './pending-order-actions';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** The order at a glance: date, status, amount, the booking its items are for and the invoice that billed it. */
function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  // An order's invoice_id names the booking its items are for (by the invoice that bills that stay), never an
  // invoice of the order: the student sees the booking by its name.
  const bookings = useGetStudentBookingsQuery(order.invoice_id ? undefined : skipToken);
  const booking = order.invoice_id
    ? bookings.data?.find((candidate) => candidate.invoice_id === order.invoice_id)
    : undefined;
  return (
    <Card title={t('orders.summary')}>
      <Descriptions
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'date', label: t('orders.date'), children: formatDate(order.date) },
          {
            key: 'status',
            label: t('orders.status'),
            children: <OrderStatusTag status={order.status} />,
          },
          {
            key: 'amount',
            label: t('orders.amount'),
            children: <Money amount={order.amount} currency={order.currency} strong />,
          },
          ...(booking
            ? [
                {
                  key: 'booking',
                  label: t('orders.forBooking'),
                  children: (
                    <span>
                      <ApiText>{booking.title}</ApiText> (<Ltr>{booking.reference}</Ltr>)
                    </span>
                  ),
                },
              ]
            : []),
          ...(order.billed_invoice
            ? [
                {
                  key: 'billed',
                  label: t('orders.billedInvoice'),
                  children: (
                    <Link to={paths.invoice(order.billed_invoice.id)}>
                      <Ltr>{order.billed_invoice.number}</Ltr>
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** The order's items with their choices, quantities and prices. */
function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const choicesText = useItemChoicesText();
  const currency = order.currency;
  const columns: TableColumnsType<OrderItem> = [
    {
      key: 'item',
      title: t('orders.item'),
      render: (_v, item) => {
        const choices = choicesText(item.options);
        return choices ? (
          <Flex vertical>
            <ApiText>{item.name}</ApiText>
            <Typography.Text type="secondary">{choices}</Typography.Text>
          </Flex>
        ) : (
          <ApiText>{item.name}</ApiText>
        );
      },
    },
    { key: 'quantity', title: t('orders.quantity'), dataIndex: 'quantity', align: 'end' },
    {
      key: 'unit',
      title: t('orders.unitPrice'),
      align: 'end',
      render: (_v, item) => <Money amount={item.unit_price} currency={currency} />,
    },
    {
      key: 'amount',
      title: t('orders.lineAmount'),
      align: 'end',
      render: (_v, item) => <Money amount={item.amount} currency={currency} />,
    },
  ];
  return (
    <Card title={t('orders.items')} styles={{ body: { padding: 0 } }}>
      <DataTable
        label={t('orders.items')}
        rowKey={(item) => `${item.kind}:${item.item_id}:${JSON.stringify(item.options ?? {})}`}
        columns={columns}
        dataSource={order.items}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

/** `orders/{orderId}`: one order with its items. */
export function OrderDetailPage() {
  const { t } = useTranslation('shop');
  const orderId = parseId(useParams()['orderId']);
  // currentData, not data: while another order loads, the last one must not show under its URL.
  const query = useGetOrderQuery(orderId ?? skipToken);
  const order = query.currentData;

  return (
    <PageStates
      title={order ? t('orders.detailTitle', { number: order.number }) : t('orders.loadingTitle')}
      back={<Link to={paths.orders()}>{t('orders.back')}</Link>}
      queries={[query]}
      data={order}
      notFound={{
        when: orderId === null || isUnknownIdError(query.error),
        text: t('notFound.order'),
        backTo: paths.orders(),
        backLabel: t('orders.back'),
      }}
    >
      {(order) => (
        <Flex vertical gap={16}>
          {order.status === 'pending' ? (
            <Alert
              type="info"
              showIcon
              title={t('orders.awaitingPayment')}
              action={<PendingOrderActions order={order} />}
            />
          ) : null}
          <OrderSummary order={order} />
          <OrderItems order={order} />
        </Flex>
      )}
    </PageStates>
  );
}
