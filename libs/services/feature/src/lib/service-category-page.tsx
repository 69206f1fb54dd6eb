import { useCatalogCategory } from '@portal/shop/data-access';
import { CatalogCategoryPage } from '@portal/ui';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `services/{serviceId}/{serviceSlug}/{invoiceId}/{categoryId}`: the products of a service category. */
export function ServiceCategoryPage() {
  const view = useCatalogCategory('service', useParams());
  return <CatalogCategoryPage view={view} words={{ ns: 'services', key: 'catalog' }} />;
}
