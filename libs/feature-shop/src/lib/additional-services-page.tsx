import { skipToken } from '@reduxjs/toolkit/query/react';
import { useBooking, useGetAdditionalServiceCategoriesQuery, refetchFailed } from '@portal/data-access';
import {
  BookingSelect,
  CatalogCard,
  CatalogGrid,
  EmptyState,
  ErrorState,
  PageHeader,
  PageSpinner,
  NotFoundState,
} from '@portal/ui';
import { parseId, paths } from '@portal/util';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

/** `additional-services` and `additional-services/{invoiceId}`: the categories of extras for a booking. */
export function AdditionalServicesPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const rawInvoiceId = useParams()['invoiceId'];
  const booking = useBooking(rawInvoiceId === undefined ? undefined : parseId(rawInvoiceId));
  const invoice = booking.invoice;
  const categories = useGetAdditionalServiceCategoriesQuery(invoice ? invoice.id : skipToken);

  if (booking.notFound) {
    return (
      <NotFoundState
        text={t('notFound.booking')}
        backTo={paths.additionalServices()}
        backLabel={t('additional.back')}
      />
    );
  }
  const header = <PageHeader title={t('additional.title')} subtitle={t('additional.subtitle')} />;
  if (booking.isError || categories.isError) {
    return (
      <>
        {header}
        <ErrorState onRetry={() => refetchFailed(booking, categories)} />
      </>
    );
  }
  if (booking.isLoading || (invoice && !categories.data)) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }
  if (!invoice) {
    return (
      <>
        {header}
        <EmptyState title={t('booking.none')} />
      </>
    );
  }
  return (
    <>
      {header}
      <BookingSelect
        invoices={booking.invoices}
        value={invoice.id}
        onChange={(id) => navigate(paths.additionalServices(id))}
      />
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('additional.categories')}
      </Typography.Title>
      {!categories.data?.length ? (
        <EmptyState title={t('additional.empty')} />
      ) : (
        <CatalogGrid label={t('additional.categories')}>
          {categories.data.map((category) => (
            <li key={category.id}>
              <CatalogCard
                to={paths.additionalServices(invoice.id, category.id)}
                title={category.name}
                description={category.description}
                image={category.image}
              />
            </li>
          ))}
        </CatalogGrid>
      )}
    </>
  );
}
