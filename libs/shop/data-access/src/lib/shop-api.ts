import { z } from 'zod/mini';
import { api, TRANSLATED_TAG, keepOnDevice } from '@portal/data-access';
import {
  additionalServiceCategorySchema,
  additionalServiceSchema,
  categorySchema,
  orderSchema,
  productSchema,
  tasteCardSchema,
  type AdditionalService,
  type AdditionalServiceCategory,
  type Category,
  type CategoryParent,
  type Order,
  type Product,
  type TasteCard,
} from '@portal/api-contract';

export interface AdditionalServicesArgs {
  invoice_id: number;
  category_id?: number;
}

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], CategoryParent>({
      query: (parent) => ({ url: '/student_portal/categories', params: { parent } }),
      responseSchema: z.array(categorySchema),
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    getProducts: build.query<Product[], number>({
      query: (categoryId) => ({ url: '/student_portal/products', params: { category_id: categoryId } }),
      responseSchema: z.array(productSchema),
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    getProduct: build.query<Product, number>({
      query: (productId) => `/student_portal/products/${productId}`,
      responseSchema: productSchema,
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    getTasteCard: build.query<TasteCard, void>({
      query: () => '/student_portal/taste-card',
      responseSchema: tasteCardSchema,
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    /** type=0: the categories for a booking. */
    getAdditionalServiceCategories: build.query<AdditionalServiceCategory[], number>({
      query: (invoiceId) => ({
        url: '/student_portal/additional_services',
        params: { invoice_id: invoiceId, type: 0 },
      }),
      responseSchema: z.array(additionalServiceCategorySchema),
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    /** type=1: the services for a booking, optionally of one category. */
    getAdditionalServices: build.query<AdditionalService[], AdditionalServicesArgs>({
      query: ({ invoice_id, category_id }) => ({
        url: '/student_portal/additional_services',
        params: category_id === undefined ? { invoice_id, type: 1 } : { invoice_id, type: 1, category_id },
      }),
      responseSchema: z.array(additionalServiceSchema),
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    getOrders: build.query<Order[], void>({
      query: () => '/student_portal/orders',
      responseSchema: z.array(orderSchema),
      providesTags: (result) => [
        TRANSLATED_TAG,
        { type: 'Order', id: 'LIST' },
        ...(result ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    getOrder: build.query<Order, number>({
      query: (orderId) => `/student_portal/orders/${orderId}`,
      responseSchema: orderSchema,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }, TRANSLATED_TAG],
    }),
    /** Gives up an order awaiting payment; the API voids its invoice, so the amount due drops. */
    cancelOrder: build.mutation<Order, number>({
      query: (orderId) => ({ url: `/student_portal/orders/${orderId}/cancel`, method: 'POST' }),
      responseSchema: orderSchema,
      invalidatesTags: (result, _error, orderId) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: orderId },
        { type: 'Invoice', id: 'LIST' },
        ...(result?.billed_invoice ? [{ type: 'Invoice' as const, id: result.billed_invoice.id }] : []),
        { type: 'PaymentQuote', id: 'ALL' },
      ],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(shopApi, ['getOrders', 'getOrder']);

export const {
  useGetCategoriesQuery,
  useGetProductsQuery,
  useGetProductQuery,
  useGetTasteCardQuery,
  useGetAdditionalServiceCategoriesQuery,
  useGetAdditionalServicesQuery,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
} = shopApi;
