export { WalletStore } from './lib/wallet-store';
export { walletHandlers } from './lib/wallet';
