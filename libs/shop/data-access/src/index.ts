export type { Order, OrderItem } from '@portal/api-contract';
export {
  useCancelOrderMutation,
  useGetOrderQuery,
  useGetOrdersQuery,
  useGetTasteCardQuery,
} from './lib/shop-api';
export type { PricedLine } from './lib/basket-pricing';
export { shopStorePart } from './lib/shop-store';
export {
  basketCheckouts,
  basketLineKey,
  basketStorageKey,
  lineMaxQuantity,
  type Basket,
  type BasketLine,
} from './lib/basket-store';
export { useBasket, useBasketOrderSync, useBasketPricing } from './lib/use-basket';
export { useCatalogCategory, useCatalogHome, useCatalogItem } from './lib/use-catalog';
