import { useCancelOrderMutation, type Order } from '@portal/shop/data-access';
import { encodePaymentPayload, formatMoney, paths } from '@portal/util';
import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

interface PendingOrderActionsProps {
  order: Order;
  /** Where the buttons stand beside the order's number (a list row, the basket): their names say which order. */
  named?: boolean;
}

/**
 * What a student can do with an order awaiting payment, wherever it shows: pay it (the pay page pays the
 * invoice it is billed on, never a new one) or cancel it (the API voids that invoice).
 */
export function PendingOrderActions({ order, named = false }: PendingOrderActionsProps) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  // The portal has no antd <App> at its root: the confirmation renders through this component's own holder,
  // inside the themed tree.
  const [modal, modalHolder] = Modal.useModal();
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();

  const pay = () =>
    navigate(
      paths.pay('products', order.invoice_id ?? undefined, encodePaymentPayload({ order_id: order.id })),
    );
  const cancel = () =>
    modal.confirm({
      title: t('orders.cancelTitle', { number: order.number }),
      content: order.billed_invoice
        ? t('orders.cancelText', {
            invoice: order.billed_invoice.number,
            amount: formatMoney(order.amount, order.currency),
          })
        : t('orders.cancelTextNoInvoice'),
      okText: t('orders.cancelConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('orders.cancelKeep'),
      onOk: () => cancelOrder(order.id),
    });

  return (
    <Flex gap={8} wrap>
      {modalHolder}
      <Button
        type="primary"
        onClick={pay}
        aria-label={named ? t('orders.payNamed', { number: order.number }) : undefined}
      >
        {named ? t('orders.pay') : t('orders.payNow')}
      </Button>
      <Button
        danger
        loading={isLoading}
        onClick={cancel}
        aria-label={named ? t('orders.cancelNamed', { number: order.number }) : undefined}
      >
        {named ? t('orders.cancel') : t('orders.cancelNow')}
      </Button>
    </Flex>
  );
}
