import { useCatalogItem } from '@portal/shop/data-access';
import { CatalogItemPage } from '@portal/ui';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `additional-services/{invoiceId}/{categoryId}/{productId}`: one extra and the add button. */
export function AdditionalServicePage() {
  const view = useCatalogItem('additional-services', useParams());
  return <CatalogItemPage view={view} words={{ ns: 'shop', key: 'additionalCatalog' }} />;
}
