import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useGetAdditionalServiceCategoriesQuery,
  useGetAdditionalServicesQuery,
  isUnknownIdError,
  refetchFailed,
} from '@portal/data-access';
import { CatalogList, PageHeader, PagePending, NotFoundState } from '@portal/ui';
import { parseId, paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/** `additional-services/{invoiceId}/{categoryId}`: the extras of one category for a booking. */
export function AdditionalServicesCategoryPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const invoiceId = parseId(params['invoiceId']);
  const categoryId = parseId(params['categoryId']);
  const valid = invoiceId !== null && categoryId !== null;
  const categories = useGetAdditionalServiceCategoriesQuery(valid ? invoiceId : skipToken);
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const services = useGetAdditionalServicesQuery(
    valid && category ? { invoice_id: invoiceId, category_id: category.id } : skipToken,
  );

  if (
    !valid ||
    isUnknownIdError(categories.error) ||
    isUnknownIdError(services.error) ||
    (categories.data && !category)
  ) {
    return (
      <NotFoundState
        text={t('notFound.category')}
        backTo={paths.additionalServices()}
        backLabel={t('additional.back')}
      />
    );
  }
  const back = <Link to={paths.additionalServices(invoiceId)}>{t('additional.back')}</Link>;
  if (!category || !services.data) {
    return (
      <PagePending
        title={t('additional.title')}
        back={back}
        failed={categories.isError || services.isError}
        onRetry={() => refetchFailed(categories, services)}
      />
    );
  }
  return (
    <>
      <PageHeader title={category.name} subtitle={category.description} back={back} />
      <CatalogList
        label={t('additional.servicesLabel', { name: category.name })}
        emptyTitle={t('additional.empty')}
        entries={services.data}
        linkTo={(service) => paths.additionalServices(invoiceId, category.id, service.id)}
      />
    </>
  );
}
