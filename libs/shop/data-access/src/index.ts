export type { Order, OrderItem } from '@portal/api-contract';
export {
  useCancelOrderMutation,
  useGetOrderQuery,
  useGetOrdersQuery,
  useGetTasteCardQuery,
} from './shop-api';
