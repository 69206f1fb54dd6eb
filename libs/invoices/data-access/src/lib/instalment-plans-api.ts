import {
  instalmentPlanListSchema,
  instalmentPlanSchema,
  planOffersSchema,
  type InstalmentPlan,
  type PlanCreateRequest,
  type PlanOffers,
} from '@portal/api-contract';
import { api } from '@portal/data-access';

const PLAN = 'InstalmentPlan' as const;
const PLAN_LIST = { type: PLAN, id: 'LIST' };

/**
 * What a plan changes besides itself: its invoice (what is due, its offers), the invoice list's pages and totals.
 * A plan's answers provide its invoice's tag, so a payment of the invoice (which invalidates it) refreshes them.
 */
const changed = (invoiceId: number) => [
  PLAN_LIST,
  { type: 'Invoice' as const, id: invoiceId },
  { type: 'Invoice' as const, id: 'LIST' },
];

export const instalmentPlansApi = api.enhanceEndpoints({ addTagTypes: [PLAN] }).injectEndpoints({
  endpoints: (build) => ({
    /** The schedules the API offers for an invoice, priced by it, or why it offers none. */
    getPlanOffers: build.query<PlanOffers, number>({
      query: (invoiceId) => `/student_portal/invoices/${invoiceId}/plan_offers`,
      responseSchema: planOffersSchema,
      providesTags: (_result, _error, invoiceId) => [PLAN_LIST, { type: 'Invoice', id: invoiceId }],
    }),
    getInstalmentPlans: build.query<InstalmentPlan[], void>({
      query: () => '/student_portal/instalment_plans',
      responseSchema: instalmentPlanListSchema,
      providesTags: (result) => [
        PLAN_LIST,
        ...(result ?? []).flatMap((plan) => [
          { type: PLAN, id: plan.id },
          { type: 'Invoice' as const, id: plan.invoice_id },
        ]),
      ],
    }),
    /** Agrees to an offered schedule; the request's idempotency key makes a repeat answer the same plan. */
    createInstalmentPlan: build.mutation<InstalmentPlan, PlanCreateRequest>({
      query: (body) => ({ url: '/student_portal/instalment_plans', method: 'POST', body }),
      responseSchema: instalmentPlanSchema,
      invalidatesTags: (_result, _error, { invoice_id }) => changed(invoice_id),
    }),
    cancelInstalmentPlan: build.mutation<InstalmentPlan, Pick<InstalmentPlan, 'id' | 'invoice_id'>>({
      query: ({ id }) => ({ url: `/student_portal/instalment_plans/${id}/cancel`, method: 'POST' }),
      responseSchema: instalmentPlanSchema,
      invalidatesTags: (_result, _error, { id, invoice_id }) => [{ type: PLAN, id }, ...changed(invoice_id)],
    }),
  }),
});

export const {
  useGetPlanOffersQuery,
  useGetInstalmentPlansQuery,
  useCreateInstalmentPlanMutation,
  useCancelInstalmentPlanMutation,
} = instalmentPlansApi;
