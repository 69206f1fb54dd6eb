import { useBasket, useGetTasteCardQuery } from '@portal/shop/data-access';
import { Money, Picture } from '@portal/ui-light';
import { paths } from '@portal/util';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The taste card offer (`/student_portal/taste-card`), bought like any product through the basket. */
export function TasteCardOffer({ invoiceId }: { invoiceId: number | null }) {
  const { t } = useTranslation('shop');
  const { data: card, isError } = useGetTasteCardQuery();
  const { add } = useBasket();
  const [result, setResult] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  if (isError || !card) return null;
  return (
    <section aria-labelledby="taste-card">
      <Card>
        <Flex gap={16} wrap>
          {card.image ? (
            <Picture
              src={card.image}
              shape="card"
              style={{ width: 160, maxWidth: '100%', borderRadius: 8 }}
            />
          ) : null}
          <Flex vertical gap={8} style={{ flex: '1 1 240px' }}>
            <Typography.Title level={2} id="taste-card" style={{ fontSize: 20, margin: 0 }}>
              {t('tasteCard.title')}: {card.name}
            </Typography.Title>
            <Typography.Text dir="auto">{card.description}</Typography.Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {card.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <Money amount={card.price} currency={card.currency} strong />
            {card.available ? (
              <Button
                type="primary"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  const added = add(
                    {
                      kind: 'product',
                      id: card.product_id,
                      quantity: 1,
                      name: card.name,
                      unit_price: card.price,
                      currency: card.currency,
                      invoice_id: invoiceId,
                    },
                    1,
                  );
                  setFailed(!added.ok);
                  setResult(added.ok ? t('basket.title') : t('shop.quantityTooMany', { max: 1 }));
                }}
              >
                {t('tasteCard.add')}
              </Button>
            ) : (
              <Typography.Text type="secondary">{t('tasteCard.unavailable')}</Typography.Text>
            )}
            {result ? (
              <Alert
                role={failed ? 'alert' : 'status'}
                type={failed ? 'error' : 'success'}
                showIcon
                title={failed ? result : <Link to={paths.basket()}>{t('shop.openBasket')}</Link>}
              />
            ) : null}
          </Flex>
        </Flex>
      </Card>
    </section>
  );
}
