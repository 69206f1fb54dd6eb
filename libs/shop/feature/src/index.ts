import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

const additionalServicesPage = lazyRoute(() =>
  import('./lib/additional-services-page').then((m) => ({ Component: m.AdditionalServicesPage })),
);
const shopsPage = lazyRoute(() => import('./lib/shops-page').then((m) => ({ Component: m.ShopsPage })));

/** Shop, additional services, basket and orders, relative to /panel; pages load on first visit. */
export const shopRoutes: RouteObject[] = [
  { path: routePatterns.shops, lazy: shopsPage },
  { path: routePatterns.shopsInvoice, lazy: shopsPage },
  {
    path: routePatterns.shopsCategory,
    lazy: lazyRoute(() =>
      import('./lib/shop-category-page').then((m) => ({ Component: m.ShopCategoryPage })),
    ),
  },
  {
    path: routePatterns.shopsProduct,
    lazy: lazyRoute(() => import('./lib/shop-product-page').then((m) => ({ Component: m.ShopProductPage }))),
  },
  { path: routePatterns.additionalServices, lazy: additionalServicesPage },
  { path: routePatterns.additionalServicesInvoice, lazy: additionalServicesPage },
  {
    path: routePatterns.additionalServicesCategory,
    lazy: lazyRoute(() =>
      import('./lib/additional-services-category-page').then((m) => ({
        Component: m.AdditionalServicesCategoryPage,
      })),
    ),
  },
  {
    path: routePatterns.additionalServicesProduct,
    lazy: lazyRoute(() =>
      import('./lib/additional-service-page').then((m) => ({ Component: m.AdditionalServicePage })),
    ),
  },
  {
    path: routePatterns.orders,
    lazy: lazyRoute(() => import('./lib/orders-page').then((m) => ({ Component: m.OrdersPage }))),
  },
  {
    path: routePatterns.order,
    lazy: lazyRoute(() => import('./lib/order-detail-page').then((m) => ({ Component: m.OrderDetailPage }))),
  },
  {
    path: routePatterns.basket,
    lazy: lazyRoute(() => import('./lib/basket-page').then((m) => ({ Component: m.BasketPage }))),
  },
];
