export { selectToastQueue, toastShown } from './notifications-slice';
