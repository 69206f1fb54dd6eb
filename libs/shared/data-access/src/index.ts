// The public face of data-access: each part (src/lib/<part>/) says in its own index.ts what pages and the domains'
// data access (libs/<domain>/data-access) may use, with the API contract's shapes and constants its pages need (the
// contract itself stays below data-access). What a part's index.ts does not list stays inside the lib.
export { apiConfig } from './lib/config';
export { useAppDispatch, useAppSelector } from './lib/hooks';
export { routerContextOf, storeContext } from './lib/router-context';
export {
  addStorePart,
  setupStore,
  startStore,
  type AppDispatch,
  type AppStore,
  type DomainStates,
  type RootState,
  type StorePart,
} from './lib/store';
export * from './lib/api';
export * from './lib/interface';
export * from './lib/kept';
export * from './lib/notifications';
export * from './lib/session';
export * from './lib/storage';
