export * from './lib/breakpoints';
export * from './lib/dates';
export * from './lib/ids';
export * from './lib/money';
export * from './lib/paths';
export * from './lib/safe-path';
export * from './lib/payment-payload';
export * from './lib/profile-rules';
