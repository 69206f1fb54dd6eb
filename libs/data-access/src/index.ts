// The public face of data-access: each domain (src/lib/<domain>/) says in its own index.ts what pages may use, its
// endpoints and the hooks beside them, with the API contract's shapes and constants its pages need (the contract
// itself stays below data-access). What a domain's index.ts does not list stays inside the lib.
export { apiConfig } from './lib/config';
export { useAppDispatch, useAppSelector } from './lib/hooks';
export { prefetchDashboard, routerContextOf, storeContext } from './lib/route-prefetch';
export { setupStore, startStore, type AppStore } from './lib/store';
export * from './lib/api';
export * from './lib/basket';
export * from './lib/catalog';
export * from './lib/interface';
export * from './lib/invoices';
export * from './lib/notifications';
export * from './lib/payments';
export * from './lib/profile';
export * from './lib/session';
export * from './lib/shop';
export * from './lib/stay';
export * from './lib/storage';
