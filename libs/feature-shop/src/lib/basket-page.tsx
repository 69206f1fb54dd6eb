import { basketCheckouts, useBasket, useBasketOrderSync } from '@portal/data-access';
import { EmptyState, Money, PageHeader, PageSpinner } from '@portal/ui';
import { encodePaymentPayload, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BasketLineRow } from './basket-line-row';
import type { LineQuote } from './use-line-quote';

/** `basket`: the student's basket, priced by the API now, and the way to the pay page. */
export function BasketPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const { ready, basket, setQuantity, remove } = useBasket();
  useBasketOrderSync();
  const [quotes, setQuotes] = useState<Record<string, LineQuote>>({});
  const onQuote = useCallback(
    (key: string, quote: LineQuote) => setQuotes((current) => ({ ...current, [key]: quote })),
    [],
  );

  const header = <PageHeader title={t('basket.title')} subtitle={t('basket.subtitle')} />;
  if (!ready) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }
  if (!basket.lines.length) {
    return (
      <>
        {header}
        <EmptyState title={t('basket.empty')}>
          <Link to={paths.shops()}>{t('basket.toShop')}</Link>
        </EmptyState>
      </>
    );
  }

  const lineQuotes = basket.lines.map((line) => ({
    line,
    quote: quotes[line.key] ?? ({ status: 'loading' } as LineQuote),
  }));
  const pending = lineQuotes.some(({ quote }) => quote.status === 'loading' || quote.status === 'error');
  const blocked = lineQuotes.some(
    ({ quote }) => quote.status === 'missing' || quote.status === 'unavailable',
  );
  const total = lineQuotes.reduce(
    (sum, { line, quote }) => sum + (quote.status === 'ok' ? quote.unitPrice * line.quantity : 0),
    0,
  );
  const checkouts = basketCheckouts(basket);

  return (
    <>
      {header}
      <Card>
        <ul aria-label={t('basket.title')} style={{ margin: 0, padding: 0 }}>
          {basket.lines.map((line) => (
            <BasketLineRow
              key={line.key}
              line={line}
              onQuote={onQuote}
              onQuantity={setQuantity}
              onRemove={remove}
            />
          ))}
        </ul>
        <Flex vertical align="flex-end" gap={12} style={{ marginTop: 16 }}>
          <Typography.Text style={{ fontSize: 18 }} aria-live="polite">
            {t('basket.total')}: {pending ? t('basket.calculating') : <Money amount={total} strong />}
          </Typography.Text>
          {blocked ? <Alert type="warning" showIcon title={t('basket.blocked')} /> : null}
          <Flex gap={8} wrap justify="flex-end">
            {checkouts.map((checkout) => (
              <Button
                key={checkout.type}
                type="primary"
                size="large"
                disabled={blocked || pending}
                onClick={() =>
                  navigate(
                    paths.pay(checkout.type, checkout.invoiceId, encodePaymentPayload(checkout.payload)),
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
    </>
  );
}
