export { SupportStore } from './lib/support-store';
export { supportHandlers } from './lib/support';
