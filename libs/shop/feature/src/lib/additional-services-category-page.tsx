import { useCatalogCategory } from '@portal/shop/data-access';
import { CatalogCategoryPage } from '@portal/ui';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `additional-services/{invoiceId}/{categoryId}`: the extras of one category for a booking. */
export function AdditionalServicesCategoryPage() {
  const view = useCatalogCategory('additional-services', useParams());
  return <CatalogCategoryPage view={view} words={{ ns: 'shop', key: 'additionalCatalog' }} />;
}
