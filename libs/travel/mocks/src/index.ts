export { DEMO_PARTNER_PATHS, travelHandlers } from './lib/travel';
