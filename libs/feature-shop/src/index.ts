import type { RouteObject } from 'react-router';
import { routePatterns } from '@portal/util';

const shopsPage = () => import('./lib/shops-page').then((m) => ({ Component: m.ShopsPage }));

/** Shop, additional services, basket and orders, relative to /panel; pages load on first visit. */
export const shopRoutes: RouteObject[] = [
  { path: routePatterns.shops, lazy: shopsPage },
  { path: routePatterns.shopsInvoice, lazy: shopsPage },
  {
    path: routePatterns.shopsCategory,
    lazy: () => import('./lib/shop-category-page').then((m) => ({ Component: m.ShopCategoryPage })),
  },
  {
    path: routePatterns.shopsProduct,
    lazy: () => import('./lib/shop-product-page').then((m) => ({ Component: m.ShopProductPage })),
  },
  { path: routePatterns.orders, lazy: () => import('./lib/orders-page').then((m) => ({ Component: m.OrdersPage })) },
  {
    path: routePatterns.order,
    lazy: () => import('./lib/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })),
  },
  { path: routePatterns.basket, lazy: () => import('./lib/basket-page').then((m) => ({ Component: m.BasketPage })) },
];
