export { ContentStore } from './lib/content-store';
export { contentHandlers } from './lib/content';
