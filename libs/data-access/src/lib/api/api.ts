import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one api slice for the product API; each domain adds its endpoints in `endpoints/<domain>.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Profile',
    'Invoice',
    'GlobalNotification',
    'Payment',
    'PaymentQuote',
    'SupportRequest',
    'Document',
    'Catalog',
    'Order',
    'StorageAddress',
  ],
  refetchOnFocus: true,
  refetchOnReconnect: true,
  refetchOnMountOrArgChange: false,
  // A body that does not match the endpoint's schema becomes an error state, never a crash in a page.
  catchSchemaFailure: (error) => ({ status: 'CUSTOM_ERROR' as const, error: 'malformed_response', data: error.message }),
  endpoints: () => ({}),
});
