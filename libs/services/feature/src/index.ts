import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

const servicePage = lazyRoute(() => import('./lib/service-page').then((m) => ({ Component: m.ServicePage })));

/** Services, visa consultation, airport pickup and storage, relative to /panel; pages load on first visit. */
export const servicesRoutes: RouteObject[] = [
  {
    path: routePatterns.visaConsultation,
    lazy: lazyRoute(() =>
      import('./lib/visa-consultation-page').then((m) => ({ Component: m.VisaConsultationPage })),
    ),
  },
  { path: routePatterns.service, lazy: servicePage },
  { path: routePatterns.serviceSlug, lazy: servicePage },
  { path: routePatterns.serviceInvoice, lazy: servicePage },
  {
    path: routePatterns.serviceCategory,
    lazy: lazyRoute(() =>
      import('./lib/service-category-page').then((m) => ({ Component: m.ServiceCategoryPage })),
    ),
  },
  {
    // Also the slug-first variant services/{serviceSlug}/{serviceId}/{invoiceId}/{categoryId}/{productId}.
    path: routePatterns.serviceProduct,
    lazy: lazyRoute(() =>
      import('./lib/service-product-page').then((m) => ({ Component: m.ServiceProductPage })),
    ),
  },
];
