export * from './lib/models';
export * from './lib/payments';
export * from './lib/shop';
export * from './lib/packages';
export * from './lib/content';
export * from './lib/wallet';
export * from './lib/esim';
export * from './lib/travel';
