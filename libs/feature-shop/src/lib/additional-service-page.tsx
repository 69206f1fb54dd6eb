import { skipToken } from '@reduxjs/toolkit/query/react';
import { useBasket, useGetAdditionalServicesQuery, isUnknownIdError } from '@portal/data-access';
import { Money, PageHeader, PagePending, PurchaseForm, NotFoundState } from '@portal/ui';
import { parseId, paths } from '@portal/util';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAddToBasketError } from './use-add-error';

/** `additional-services/{invoiceId}/{categoryId}/{productId}`: one extra and the add button. */
export function AdditionalServicePage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const invoiceId = parseId(params['invoiceId']);
  const categoryId = parseId(params['categoryId']);
  const serviceId = parseId(params['productId']);
  const valid = invoiceId !== null && categoryId !== null && serviceId !== null;
  const { data, error, isError, refetch } = useGetAdditionalServicesQuery(
    valid ? { invoice_id: invoiceId, category_id: categoryId } : skipToken,
  );
  const { add } = useBasket();
  const addError = useAddToBasketError();
  const service = data?.find((candidate) => candidate.id === serviceId);

  if (!valid || isUnknownIdError(error) || (data && !service)) {
    return (
      <NotFoundState
        text={t('notFound.product')}
        backTo={paths.additionalServices()}
        backLabel={t('additional.back')}
      />
    );
  }
  const back = <Link to={paths.additionalServices(invoiceId, categoryId)}>{t('additional.back')}</Link>;
  if (!service) {
    return (
      <PagePending
        title={t('additional.title')}
        back={back}
        failed={isError}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <>
      <PageHeader title={service.name} back={back} />
      <Card>
        <Flex gap={24} wrap>
          {service.image ? (
            <img
              src={service.image}
              alt=""
              style={{ width: 320, maxWidth: '100%', borderRadius: 8, alignSelf: 'flex-start' }}
            />
          ) : null}
          <Flex vertical gap={12} style={{ flex: '1 1 260px' }}>
            <Typography.Paragraph style={{ margin: 0 }}>{service.description}</Typography.Paragraph>
            <Money amount={service.price} currency={service.currency} strong />
            <PurchaseForm
              maxQuantity={service.max_quantity}
              available={service.available}
              added={<Link to={paths.basket()}>{t('shop.openBasket')}</Link>}
              onAdd={({ quantity }) =>
                addError(
                  add(
                    {
                      kind: 'additional_service',
                      id: service.id,
                      quantity,
                      name: service.name,
                      unit_price: service.price,
                      currency: service.currency,
                      invoice_id: invoiceId,
                    },
                    service.max_quantity,
                  ),
                  service.max_quantity,
                )
              }
            />
          </Flex>
        </Flex>
      </Card>
    </>
  );
}
