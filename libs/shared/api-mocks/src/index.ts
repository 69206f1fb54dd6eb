export { DemoDatabase, type DatabaseOptions } from './lib/database';
export { createHandlers } from './lib/handlers';
export { DEMO_PASSWORD, seedAccounts } from '@portal/mocks-core';
export { FLYWIRE_STAND_IN_JS, PAYPAL_STAND_IN_JS } from '@portal/payments/mocks';
export { DEMO_PARTNER_PATHS } from '@portal/travel/mocks';
export { DEMO_CLIENT_HEADER, SPONSOR_TOKEN_HEADER } from '@portal/sponsors/mocks';
