export type { PricedLine } from './basket-pricing';
export {
  basketCheckouts,
  basketLineKey,
  basketStorageKey,
  lineMaxQuantity,
  type Basket,
  type BasketLine,
} from './basket-store';
export { useBasket, useBasketOrderSync, useBasketPricing } from './use-basket';
