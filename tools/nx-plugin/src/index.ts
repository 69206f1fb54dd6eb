export { createNodes } from './workshop/create-nodes';
