import { useCurrentStudent } from '@portal/profile/data-access';
import {
  basketCheckouts,
  useBasket,
  useBasketOrderSync,
  useBasketPricing,
  useGetOrdersQuery,
} from '@portal/shop/data-access';
import { Money, PageStates } from '@portal/ui-light';
import { encodePaymentPayload, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BasketLineRow } from './basket-line-row';
import { PendingOrderActions } from './pending-order-actions';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `basket`: the student's basket, priced by the API now, and the way to the pay page. */
export function BasketPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const current = useCurrentStudent();
  const { ready, basket, setQuantity, remove } = useBasket();
  const pricing = useBasketPricing();
  useBasketOrderSync();
  // The orders this basket checked out that still await payment: the lines are not bought yet, nor free to
  // check out as a new purchase (a checkout of the same items continues the order instead).
  const orders = useGetOrdersQuery(undefined, { skip: !basket.basket_id });
  const pendingOrders = (orders.data ?? []).filter(
    (order) => order.status === 'pending' && order.basket_id !== null && order.basket_id === basket.basket_id,
  );

  return (
    <PageStates
      title={t('basket.title')}
      subtitle={t('basket.subtitle')}
      queries={[current]}
      data={ready ? basket : undefined}
      isEmpty={({ lines }) => lines.length === 0}
      empty={t('basket.empty')}
      emptyAction={<Link to={paths.shops()}>{t('basket.toShop')}</Link>}
    >
      {(data) => {
        const checkouts = basketCheckouts(data);
        return (
          <Flex vertical gap={16}>
            {pendingOrders.map((order) => (
              <Alert
                key={order.id}
                type="warning"
                showIcon
                title={t('basket.pendingOrder', { number: order.number })}
                description={
                  <Flex vertical gap={8} align="flex-start">
                    <Typography.Text>{t('basket.pendingOrderHint')}</Typography.Text>
                    <Link to={paths.order(order.id)}>{t('basket.openOrder', { number: order.number })}</Link>
                    <PendingOrderActions order={order} named />
                  </Flex>
                }
              />
            ))}
            <Card>
              <ul aria-label={t('basket.title')} style={{ margin: 0, padding: 0 }}>
                {pricing.lines.map((priced) => (
                  <BasketLineRow
                    key={priced.line.key}
                    priced={priced}
                    onRetry={pricing.retry}
                    onQuantity={setQuantity}
                    onRemove={remove}
                  />
                ))}
              </ul>
              <Flex vertical align="flex-end" gap={12} style={{ marginTop: 16 }}>
                <Typography.Text style={{ fontSize: 18 }} aria-live="polite">
                  {t('basket.total')}:{' '}
                  {pricing.pending ? t('basket.calculating') : <Money amount={pricing.total} strong />}
                </Typography.Text>
                {pricing.blocked ? <Alert type="warning" showIcon title={t('basket.blocked')} /> : null}
                <Flex gap={8} wrap justify="flex-end">
                  {checkouts.map((checkout) => (
                    <Button
                      key={checkout.type}
                      type="primary"
                      size="large"
                      disabled={pricing.blocked || pricing.pending}
                      onClick={() =>
                        navigate(
                          paths.pay(
                            checkout.type,
                            checkout.invoiceId,
                            // The pay page leads back here, not to the booking's invoice its lines name.
                            encodePaymentPayload({ ...checkout.payload, return_to: 'basket' }),
                          ),
                        )
                      }
                    >
                      {checkouts.length === 1
                        ? t('basket.checkout')
                        : checkout.type === 'products'
                          ? t('basket.checkoutProducts')
                          : t('basket.checkoutAdditional')}
                    </Button>
                  ))}
                </Flex>
              </Flex>
            </Card>
          </Flex>
        );
      }}
    </PageStates>
  );
}
