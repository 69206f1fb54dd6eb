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
import { useService, useServiceParams } from './use-service';

/** `services/{serviceId}/{serviceSlug}/{invoiceId}/{categoryId}`: the products of a service category. */
export function ServiceCategoryPage() {
  const { t } = useTranslation('services');
  const params = useParams();
  const lookup = useService(useServiceParams());
  const booking = useBooking(parseId(params['invoiceId']));
  const categoryId = parseId(params['categoryId']);
  const categories = useGetCategoriesQuery('service');
  const service = lookup.service;
  const category = categories.data?.find(
    (candidate) => candidate.id === categoryId && candidate.service_id === service?.id,
  );
  const products = useGetProductsQuery(category ? category.id : skipToken);
  const shopLink = { backTo: paths.shops(), backLabel: t('common.backToShop') };

  if (lookup.notFound) return <NotFoundState text={t('common.notFoundService')} {...shopLink} />;
  if (booking.notFound) return <NotFoundState text={t('common.notFoundBooking')} {...shopLink} />;
  if (categoryId === null || (service && categories.data && !category) || isUnknownIdError(products.error)) {
    return <NotFoundState text={t('common.notFoundCategory')} {...shopLink} />;
  }
  const invoiceId = booking.invoice?.id;
  const back = service ? (
    <Link to={paths.services(service.id, service.slug, invoiceId)}>
      {t('common.backToService', { name: service.name })}
    </Link>
  ) : null;
  const failed = lookup.isError || booking.isError || categories.isError || products.isError;
  if (failed || !service || !category || !products.data || invoiceId === undefined) {
    return (
      <PagePending
        title={category?.name ?? service?.name ?? t('common.categories')}
        back={back}
        failed={failed}
        onRetry={() => refetchFailed(lookup, booking, categories, products)}
      />
    );
  }
  return (
    <>
      <PageHeader title={category.name} subtitle={category.description} back={back} />
      <CatalogList
        label={t('common.productsLabel', { name: category.name })}
        emptyTitle={t('common.emptyProducts')}
        entries={products.data}
        linkTo={(product) => paths.services(service.id, service.slug, invoiceId, category.id, product.id)}
      />
    </>
  );
}
