import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useBooking,
  useGetCategoriesQuery,
  useGetProductsQuery,
  isUnknownIdError,
  refetchFailed,
} from '@portal/data-access';
import { CatalogList, PageHeader, PagePending, NotFoundState } from '@portal/ui';
import { parseId, paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/** `shops/{invoiceId}/{categoryId}`: the products of one category. */
export function ShopCategoryPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const booking = useBooking(parseId(params['invoiceId']));
  const categoryId = parseId(params['categoryId']);
  const categories = useGetCategoriesQuery('shop');
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const products = useGetProductsQuery(category ? category.id : skipToken);

  const notFound = (
    <NotFoundState text={t('notFound.category')} backTo={paths.shops()} backLabel={t('shop.backToShop')} />
  );
  if (booking.notFound)
    return (
      <NotFoundState text={t('notFound.booking')} backTo={paths.shops()} backLabel={t('shop.backToShop')} />
    );
  if (categoryId === null || (categories.data && !category) || isUnknownIdError(products.error))
    return notFound;

  const invoiceId = booking.invoice?.id;
  const back = <Link to={paths.shops(invoiceId)}>{t('shop.backToShop')}</Link>;
  const failed = booking.isError || categories.isError || products.isError;
  if (failed || !category || !products.data || invoiceId === undefined) {
    return (
      <PagePending
        title={category?.name ?? t('shop.title')}
        back={back}
        failed={failed}
        onRetry={() => refetchFailed(booking, categories, products)}
      />
    );
  }

  return (
    <>
      <PageHeader title={category.name} subtitle={category.description} back={back} />
      <CatalogList
        label={t('shop.productsLabel', { name: category.name })}
        emptyTitle={t('shop.emptyProducts')}
        entries={products.data}
        linkTo={(product) => paths.shops(invoiceId, category.id, product.id)}
      />
    </>
  );
}
