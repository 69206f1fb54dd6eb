export { KEPT_DATABASE, readKeptOnStart, type KeptStart } from './kept-answers';
export { isFromEarlierVisit, keepOnDevice } from './kept-endpoints';
