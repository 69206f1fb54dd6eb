export { prefetchDashboard } from './lib/route-prefetch';
