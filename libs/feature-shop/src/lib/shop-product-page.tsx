import { useCatalogItem } from '@portal/data-access';
import { CatalogItemPage } from '@portal/ui';
import { useParams } from 'react-router-dom';

/** `shops/{invoiceId}/{categoryId}/{productId}`: one product, its options and the add button. */
export function ShopProductPage() {
  const view = useCatalogItem('shop', useParams());
  return <CatalogItemPage view={view} words={{ ns: 'shop', key: 'shopCatalog' }} />;
}
