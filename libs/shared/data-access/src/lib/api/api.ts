import { createApi } from '@reduxjs/toolkit/query/react';
import { keptAnswersRestored } from '../kept/kept-endpoints';
import { baseQuery } from './base-query';

/**
 * How long data no page uses any more stays in the cache (RTK's default is 60 s): a page visited
 * earlier opens from what it had, also offline. Reconnecting refetches what is on screen.
 */
export const KEEP_UNUSED_DATA_SECONDS = 600;

/**
 * Provided by every query whose text the API writes in the student's language (banners, news, offers, the global
 * notification, invoices and their lines, the statement, the course, e-SIM plans, events, attractions, shop
 * categories and products, services, plans and packs, documents, the wallet, the bank account offer, orders): a
 * change of language invalidates it, so that content is asked for again in the new language
 * (store.ts; docs/api.md "Languages of content").
 */
export const TRANSLATED_TAG = 'Translated';

/** The one api slice for the product API; each domain injects its endpoints from its own data access (libs/<domain>/data-access). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Profile',
    'Invoice',
    'GlobalNotification',
    'Payment',
    'PaymentQuote',
    'Catalog',
    'Order',
    'StorageAddress',
    'Sponsor',
    TRANSLATED_TAG,
  ],
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  refetchOnMountOrArgChange: false,
  // A body that does not match the endpoint's schema becomes an error state, never a crash in a page.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: 'malformed_response',
    data: error.message,
  }),
  // The answers kept on the device go into the cache through RTK Query's rehydration (kept/kept-keeper.ts).
  extractRehydrationInfo: (action) =>
    keptAnswersRestored.match(action) ? ({ ...action.payload, mutations: {} } as never) : undefined,
  endpoints: () => ({}),
});
