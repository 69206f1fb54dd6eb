export { DemoDatabase, type DatabaseOptions } from './lib/database';
export { createHandlers } from './lib/handlers';
export { DEMO_PASSWORD, seedAccounts } from './lib/seed';
export { FLYWIRE_STAND_IN_JS, PAYPAL_STAND_IN_JS } from './lib/gateway-stand-ins';
export { DEMO_PARTNER_PATHS } from './lib/handlers/travel';
export { DEMO_CLIENT_HEADER, SPONSOR_TOKEN_HEADER } from './lib/handlers/sponsors';
