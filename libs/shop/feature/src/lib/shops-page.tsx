import { useGetServicesQuery } from '@portal/services/data-access';
import { useCatalogHome } from '@portal/shop/data-access';
import { CatalogHomePage, CatalogList } from '@portal/ui';
import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TasteCardOffer } from './taste-card-offer';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `shops` and `shops/{invoiceId}`: the shop's categories for a booking, the taste card and the services. */
export function ShopsPage() {
  const { t } = useTranslation('shop');
  const services = useGetServicesQuery();
  return (
    <CatalogHomePage
      view={useCatalogHome('shop', useParams())}
      words={{ ns: 'shop', key: 'shopCatalog' }}
      extra={(invoiceId) => (
        <>
          <TasteCardOffer invoiceId={invoiceId} />
          <CatalogList
            titled
            label={t('shop.services')}
            entries={(services.data ?? []).map((service) => ({ ...service, description: service.summary }))}
            linkTo={(service) => paths.services(service.id, service.slug)}
          />
        </>
      )}
    />
  );
}
