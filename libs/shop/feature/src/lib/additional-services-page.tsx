import { useCatalogHome } from '@portal/shop/data-access';
import { CatalogHomePage } from '@portal/ui';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `additional-services` and `additional-services/{invoiceId}`: the categories of extras for a booking. */
export function AdditionalServicesPage() {
  const view = useCatalogHome('additional-services', useParams());
  return <CatalogHomePage view={view} words={{ ns: 'shop', key: 'additionalCatalog' }} />;
}
