import { useCatalogCategory } from '@portal/shop/data-access';
import { CatalogCategoryPage } from '@portal/ui';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `shops/{invoiceId}/{categoryId}`: the products of one category. */
export function ShopCategoryPage() {
  const view = useCatalogCategory('shop', useParams());
  return <CatalogCategoryPage view={view} words={{ ns: 'shop', key: 'shopCatalog' }} />;
}
