import { useCatalogItem } from '@portal/shop/data-access';
import { CatalogItemPage } from '@portal/ui';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `shops/{invoiceId}/{categoryId}/{productId}`: one product, its options and the add button. */
export function ShopProductPage() {
  const view = useCatalogItem('shop', useParams());
  return <CatalogItemPage view={view} words={{ ns: 'shop', key: 'shopCatalog' }} />;
}
