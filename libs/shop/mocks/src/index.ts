export { airportCarHandlers } from './lib/airport-cars';
export { catalogHandlers } from './lib/catalog';
export { orderHandlers } from './lib/orders';
export { product } from './lib/shop-seed';
export { CHECKOUT_TTL_MS, ShopStore } from './lib/shop-store';
export { storageHandlers } from './lib/storage';
export { visaConsultationHandlers } from './lib/visa-consultation';
