import { useBooking, useGetCategoriesQuery, useGetServicesQuery, refetchFailed } from '@portal/data-access';
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
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TasteCardOffer } from './taste-card-offer';

/** `shops` and `shops/{invoiceId}`: the shop's categories for a booking, the services, and the taste card. */
export function ShopsPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const rawInvoiceId = useParams()['invoiceId'];
  const booking = useBooking(rawInvoiceId === undefined ? undefined : parseId(rawInvoiceId));
  const categories = useGetCategoriesQuery('shop');
  const services = useGetServicesQuery();

  if (booking.notFound) {
    return (
      <NotFoundState text={t('notFound.booking')} backTo={paths.shops()} backLabel={t('shop.backToShop')} />
    );
  }

  const header = <PageHeader title={t('shop.title')} subtitle={t('shop.subtitle')} />;
  if (booking.isError || categories.isError) {
    return (
      <>
        {header}
        <ErrorState onRetry={() => refetchFailed(booking, categories)} />
      </>
    );
  }
  if (booking.isLoading || categories.isLoading) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }

  const invoice = booking.invoice;
  return (
    <>
      {header}
      <Flex vertical gap={24}>
        {invoice ? (
          <BookingSelect
            invoices={booking.invoices}
            value={invoice.id}
            onChange={(id) => navigate(paths.shops(id))}
          />
        ) : (
          <Typography.Paragraph>{t('booking.none')}</Typography.Paragraph>
        )}
        {invoice ? (
          <section aria-labelledby="shop-categories">
            <Typography.Title level={2} id="shop-categories" style={{ fontSize: 20 }}>
              {t('shop.categories')}
            </Typography.Title>
            {!categories.data?.length ? (
              <EmptyState title={t('shop.emptyCategories')} />
            ) : (
              <CatalogGrid label={t('shop.categories')}>
                {categories.data.map((category) => (
                  <li key={category.id}>
                    <CatalogCard
                      to={paths.shops(invoice.id, category.id)}
                      title={category.name}
                      description={category.description}
                      image={category.image}
                    />
                  </li>
                ))}
              </CatalogGrid>
            )}
          </section>
        ) : null}
        <TasteCardOffer invoiceId={invoice?.id ?? null} />
        {services.data?.length ? (
          <section aria-labelledby="shop-services">
            <Typography.Title level={2} id="shop-services" style={{ fontSize: 20 }}>
              {t('shop.services')}
            </Typography.Title>
            <CatalogGrid label={t('shop.services')}>
              {services.data.map((service) => (
                <li key={service.id}>
                  <CatalogCard
                    to={paths.services(service.id, service.slug)}
                    title={service.name}
                    description={service.summary}
                    image={service.image}
                  />
                </li>
              ))}
            </CatalogGrid>
          </section>
        ) : null}
      </Flex>
    </>
  );
}
