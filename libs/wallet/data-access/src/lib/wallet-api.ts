import { api, TRANSLATED_TAG, keepOnDevice } from '@portal/data-access';
import {
  walletPaymentSchema,
  walletSchema,
  type Wallet,
  type WalletPayment,
  type WalletPaymentRequest,
} from '@portal/api-contract';

const walletApi = api.enhanceEndpoints({ addTagTypes: ['Wallet'] });

export const walletEndpoints = walletApi.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<Wallet, void>({
      query: () => '/ambassador/wallet',
      responseSchema: walletSchema,
      providesTags: ['Wallet', TRANSLATED_TAG],
    }),
    /**
     * Pays (part of) an invoice from the balance. The wallet, the invoice (list, detail, and so the
     * dashboard) and the payments refetch, so every page shows the new amounts without a reload.
     */
    payFromWallet: build.mutation<WalletPayment, WalletPaymentRequest>({
      query: (body) => ({ url: '/ambassador/payment', method: 'POST', body }),
      responseSchema: walletPaymentSchema,
      invalidatesTags: (_result, _error, { invoice_id }) => [
        'Wallet',
        { type: 'Invoice', id: 'LIST' },
        { type: 'Invoice', id: invoice_id },
        { type: 'Payment', id: 'LIST' },
        { type: 'PaymentQuote', id: 'ALL' },
      ],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(walletEndpoints, ['getWallet']);

export const { useGetWalletQuery, usePayFromWalletMutation } = walletEndpoints;
