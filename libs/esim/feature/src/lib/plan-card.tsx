import { type EsimPlan } from '@portal/esim/data-access';
import { useBasket } from '@portal/shop/data-access';
import { Money } from '@portal/ui-light';
import { encodePaymentPayload, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

/** The most of one plan a basket takes (the product's own limit is checked again by the API). */
const MAX_PER_ORDER = 3;

/** One plan: data, days and price; add it to the basket or pay for it straight away (pay page, `products`). */
export function PlanCard({ plan }: { plan: EsimPlan }) {
  const { t } = useTranslation('esim');
  const navigate = useNavigate();
  const { ready, add } = useBasket();
  const [added, setAdded] = useState<{ ok: boolean; text: string } | null>(null);
  const name = plan.name;
  // Five plans stand side by side: each button's name starts with its own words (what a student sees and says to
  // voice control) and ends with its plan, so a screen reader's list of buttons tells them apart.

  const addToBasket = () => {
    const result = add(
      {
        kind: 'product',
        id: plan.product_id,
        quantity: 1,
        name: plan.name,
        // The basket says what it is beside the plan's one name: bought from the e-SIM shop.
        category: t('title'),
        unit_price: plan.price,
        currency: plan.currency,
      },
      MAX_PER_ORDER,
    );
    setAdded(
      result.ok
        ? { ok: true, text: t('plan.added', { name }) }
        : { ok: false, text: t(result.error === 'full' ? 'plan.fullError' : 'plan.quantityError') },
    );
  };
  const buyNow = () =>
    void navigate(
      paths.pay(
        'products',
        undefined,
        encodePaymentPayload({
          items: [{ kind: 'product', id: plan.product_id, quantity: 1 }],
          // Once paid, the pay page leads back to the e-SIM page, where the install steps are.
          return_to: 'esim',
        }),
      ),
    );

  return (
    <Card style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
          {name}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {plan.data_gb === null ? t('plan.unlimited') : t('plan.data', { gb: plan.data_gb })}
          </Tag>
          <Tag style={{ marginInlineEnd: 0 }}>{t('plan.days', { count: plan.days })}</Tag>
          {plan.available ? null : (
            <Tag color="default" style={{ marginInlineEnd: 0 }}>
              {t('plan.unavailable')}
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" dir="auto">
          {plan.description}
        </Typography.Text>
        <Typography.Text type="secondary">{t('plan.coverage', { coverage: plan.coverage })}</Typography.Text>
        <Money amount={plan.price} currency={plan.currency} strong />
        <Flex gap={8} wrap>
          <Button
            type="primary"
            disabled={!plan.available}
            aria-label={t('plan.buyNowNamed', { name })}
            onClick={buyNow}
          >
            {t('plan.buyNow')}
          </Button>
          <Button
            disabled={!plan.available || !ready}
            aria-label={t('plan.addToBasketNamed', { name })}
            onClick={addToBasket}
          >
            {t('plan.addToBasket')}
          </Button>
        </Flex>
        {added ? (
          <Alert
            role={added.ok ? 'status' : 'alert'}
            type={added.ok ? 'success' : 'error'}
            showIcon
            title={added.text}
            description={added.ok ? <Link to={paths.basket()}>{t('plan.openBasket')}</Link> : undefined}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
