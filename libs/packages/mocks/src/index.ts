export { PackagesStore, addMonths } from './lib/packages-store';
export { packagesHandlers } from './lib/packages';
