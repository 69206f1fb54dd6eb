import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useBasket,
  useBooking,
  useGetCategoriesQuery,
  useGetProductQuery,
  isUnknownIdError,
  refetchFailed,
} from '@portal/data-access';
import { Money, PageHeader, PagePending, PurchaseForm, NotFoundState } from '@portal/ui';
import { parseId, paths } from '@portal/util';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useService, useServiceParams } from './use-service';

/**
 * `services/{serviceId}/{serviceSlug}/{invoiceId}/{categoryId}/{productId}` (and the slug-first variant):
 * one product of a service, added to the basket as a service.
 */
export function ServiceProductPage() {
  const { t } = useTranslation('services');
  const params = useParams();
  const lookup = useService(useServiceParams());
  const booking = useBooking(parseId(params['invoiceId']));
  const categoryId = parseId(params['categoryId']);
  const productId = parseId(params['productId']);
  const categories = useGetCategoriesQuery('service');
  const product = useGetProductQuery(productId !== null && categoryId !== null ? productId : skipToken);
  const { add } = useBasket();
  const service = lookup.service;
  const category = categories.data?.find(
    (candidate) => candidate.id === categoryId && candidate.service_id === service?.id,
  );
  const shopLink = { backTo: paths.shops(), backLabel: t('common.backToShop') };

  if (lookup.notFound) return <NotFoundState text={t('common.notFoundService')} {...shopLink} />;
  if (booking.notFound) return <NotFoundState text={t('common.notFoundBooking')} {...shopLink} />;
  if (
    productId === null ||
    categoryId === null ||
    isUnknownIdError(product.error) ||
    (service && categories.data && !category) ||
    (product.data && product.data.category_id !== categoryId)
  ) {
    return <NotFoundState text={t('common.notFoundProduct')} {...shopLink} />;
  }
  const invoiceId = booking.invoice?.id;
  const item = product.data;
  const failed = lookup.isError || booking.isError || categories.isError || product.isError;
  if (failed || !service || !category || !item || invoiceId === undefined) {
    return (
      <PagePending
        title={service?.name ?? t('common.categories')}
        failed={failed}
        onRetry={() => refetchFailed(lookup, booking, categories, product)}
      />
    );
  }
  const back = (
    <Link to={paths.services(service.id, service.slug, invoiceId, category.id)}>
      {t('common.backToService', { name: category.name })}
    </Link>
  );
  return (
    <>
      <PageHeader title={item.name} back={back} />
      <Card>
        <Flex gap={24} wrap>
          {item.image ? (
            <img
              src={item.image}
              alt=""
              style={{ width: 320, maxWidth: '100%', borderRadius: 8, alignSelf: 'flex-start' }}
            />
          ) : null}
          <Flex vertical gap={12} style={{ flex: '1 1 260px' }}>
            <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
            <Money amount={item.price} currency={item.currency} strong />
            <PurchaseForm
              options={item.options}
              maxQuantity={item.max_quantity}
              available={item.available}
              added={<Link to={paths.basket()}>{t('common.openBasket')}</Link>}
              onAdd={({ quantity, options }) => {
                const result = add(
                  {
                    kind: 'service',
                    id: item.id,
                    quantity,
                    options,
                    name: item.name,
                    unit_price: item.price,
                    currency: item.currency,
                    invoice_id: invoiceId,
                  },
                  item.max_quantity,
                );
                if (result.ok) return null;
                return result.error === 'quantity'
                  ? t('common.quantityTooMany', { max: item.max_quantity })
                  : t('common.basketFull');
              }}
            />
          </Flex>
        </Flex>
      </Card>
    </>
  );
}
