import { useCatalogCategory } from '@portal/data-access';
import { CatalogCategoryPage } from '@portal/ui';
import { useParams } from 'react-router-dom';

/** `services/{serviceId}/{serviceSlug}/{invoiceId}/{categoryId}`: the products of a service category. */
export function ServiceCategoryPage() {
  const view = useCatalogCategory('service', useParams());
  return <CatalogCategoryPage view={view} words={{ ns: 'services', key: 'catalog' }} />;
}
