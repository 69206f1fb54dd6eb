import { useCatalogItem } from '@portal/shop/data-access';
import { CatalogItemPage } from '@portal/ui';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/**
 * `services/{serviceId}/{serviceSlug}/{invoiceId}/{categoryId}/{productId}` (and the slug-first variant):
 * one product of a service, added to the basket as a service.
 */
export function ServiceProductPage() {
  const view = useCatalogItem('service', useParams());
  return <CatalogItemPage view={view} words={{ ns: 'services', key: 'catalog' }} />;
}
