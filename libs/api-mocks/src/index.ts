export { DemoDatabase, type DatabaseOptions } from './lib/database';
export { createHandlers } from './lib/handlers';
export { DEMO_PASSWORD, seedAccounts } from './lib/seed';
