import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useBasket,
  useBooking,
  useGetProductQuery,
  isUnknownIdError,
  refetchFailed,
} from '@portal/data-access';
import { Money, PageHeader, PagePending, PurchaseForm, NotFoundState } from '@portal/ui';
import { parseId, paths } from '@portal/util';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAddToBasketError } from './use-add-error';

/** `shops/{invoiceId}/{categoryId}/{productId}`: one product, its options and the add button. */
export function ShopProductPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const booking = useBooking(parseId(params['invoiceId']));
  const categoryId = parseId(params['categoryId']);
  const productId = parseId(params['productId']);
  const productQuery = useGetProductQuery(productId !== null && categoryId !== null ? productId : skipToken);
  const { currentData: product, error } = productQuery;
  const { add } = useBasket();
  const addError = useAddToBasketError();

  if (booking.notFound)
    return (
      <NotFoundState text={t('notFound.booking')} backTo={paths.shops()} backLabel={t('shop.backToShop')} />
    );
  if (
    productId === null ||
    categoryId === null ||
    isUnknownIdError(error) ||
    (product && product.category_id !== categoryId)
  ) {
    return (
      <NotFoundState text={t('notFound.product')} backTo={paths.shops()} backLabel={t('shop.backToShop')} />
    );
  }
  const invoiceId = booking.invoice?.id;
  const back = <Link to={paths.shops(invoiceId, categoryId)}>{t('shop.backToShop')}</Link>;
  if (!product || invoiceId === undefined) {
    return (
      <PagePending
        title={t('shop.title')}
        back={back}
        failed={productQuery.isError || booking.isError}
        onRetry={() => refetchFailed(productQuery, booking)}
      />
    );
  }

  return (
    <>
      <PageHeader title={product.name} back={back} />
      <Card>
        <Flex gap={24} wrap>
          {product.image ? (
            <img
              src={product.image}
              alt=""
              style={{ width: 320, maxWidth: '100%', borderRadius: 8, alignSelf: 'flex-start' }}
            />
          ) : null}
          <Flex vertical gap={12} style={{ flex: '1 1 260px' }}>
            <Typography.Paragraph style={{ margin: 0 }}>{product.description}</Typography.Paragraph>
            <Money amount={product.price} currency={product.currency} strong />
            <PurchaseForm
              options={product.options}
              maxQuantity={product.max_quantity}
              available={product.available}
              added={<Link to={paths.basket()}>{t('shop.openBasket')}</Link>}
              onAdd={({ quantity, options }) =>
                addError(
                  add(
                    {
                      kind: 'product',
                      id: product.id,
                      quantity,
                      options,
                      name: product.name,
                      unit_price: product.price,
                      currency: product.currency,
                      invoice_id: invoiceId,
                    },
                    product.max_quantity,
                  ),
                  product.max_quantity,
                )
              }
            />
          </Flex>
        </Flex>
      </Card>
    </>
  );
}
