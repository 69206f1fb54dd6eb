export { profileHandlers } from './lib/profile';
