import {
  type Booking,
  type Service,
  useBooking,
  useGetCategoriesQuery,
  refetchFailed,
} from '@portal/data-access';
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
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AirportPickup } from './airport-pickup';
import { StorageBooking } from './storage-booking';
import { useService, useServiceParams } from './use-service';

/**
 * `services/{serviceId}`, `services/{serviceId}/{serviceSlug}` and `…/{invoiceId}`: a service. A catalog service
 * lists its categories; airport pickup and storage have their own booking forms.
 */
export function ServicePage() {
  const { t } = useTranslation('services');
  const serviceParams = useServiceParams();
  const rawInvoiceId = useParams()['invoiceId'];
  const lookup = useService(serviceParams);
  const booking = useBooking(rawInvoiceId === undefined ? undefined : parseId(rawInvoiceId));
  const shopLink = { backTo: paths.shops(), backLabel: t('common.backToShop') };

  if (lookup.notFound) return <NotFoundState text={t('common.notFoundService')} {...shopLink} />;
  if (booking.notFound) return <NotFoundState text={t('common.notFoundBooking')} {...shopLink} />;
  const service = lookup.service;
  if (service && serviceParams.serviceSlug === undefined) {
    return <Navigate to={paths.services(service.id, service.slug)} replace />;
  }
  if (!service || booking.isLoading || booking.isError) {
    return (
      <>
        <PageHeader title={t('common.loadingTitle')} />
        {lookup.isError || booking.isError ? (
          <ErrorState onRetry={() => refetchFailed(lookup, booking)} />
        ) : (
          <PageSpinner />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={service.name} subtitle={service.summary} />
      {service.kind === 'airport_pickup' ? (
        <AirportPickup invoiceId={booking.invoice?.id ?? null} />
      ) : service.kind === 'storage' ? (
        <StorageBooking invoiceId={booking.invoice?.id ?? null} />
      ) : (
        <ServiceCategories service={service} booking={booking} />
      )}
    </>
  );
}

function ServiceCategories({ service, booking }: { service: Service; booking: Booking }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const { data, isError, refetch } = useGetCategoriesQuery('service');
  const invoice = booking.invoice;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner />;
  const categories = data.filter((category) => category.service_id === service.id);
  return (
    <>
      {invoice ? (
        <BookingSelect
          invoices={booking.invoices}
          value={invoice.id}
          onChange={(id) => navigate(paths.services(service.id, service.slug, id))}
        />
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('common.categories')}
      </Typography.Title>
      {!categories.length || !invoice ? (
        <EmptyState title={t('common.emptyCategories')} />
      ) : (
        <CatalogGrid label={t('common.categories')}>
          {categories.map((category) => (
            <li key={category.id}>
              <CatalogCard
                to={paths.services(service.id, service.slug, invoice.id, category.id)}
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
