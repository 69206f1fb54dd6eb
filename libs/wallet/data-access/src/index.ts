export {
  WALLET_PAYMENT_MIN,
  type Wallet,
  type WalletEarning,
  type WalletPayment,
  type WalletSource,
  type WalletTransaction,
} from '@portal/api-contract';
export { useGetWalletQuery, usePayFromWalletMutation } from './lib/wallet-api';
