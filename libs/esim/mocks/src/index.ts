export { EsimStore, esimProducts } from './lib/esim-store';
export { esimHandlers } from './lib/esim';
