import { z } from 'zod/mini';
import { api, keepOnDevice, TRANSLATED_TAG } from '@portal/data-access';
import { esimPlanSchema, esimSchema, type Esim, type EsimPlan } from '@portal/api-contract';

const esimApi = api.enhanceEndpoints({ addTagTypes: ['Esim'] });

export const esimEndpoints = esimApi.injectEndpoints({
  endpoints: (build) => ({
    getEsimPlans: build.query<EsimPlan[], void>({
      query: () => '/hubby/plans',
      responseSchema: z.array(esimPlanSchema),
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    /** A plan becomes an e-SIM once its payment is confirmed, so a change of the payments refetches these. */
    getEsims: build.query<Esim[], void>({
      query: () => '/hubby/esims',
      responseSchema: z.array(esimSchema),
      providesTags: ['Esim', { type: 'Payment', id: 'LIST' }, { type: 'Order', id: 'LIST' }, TRANSLATED_TAG],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(esimEndpoints, ['getEsims']);

export const { useGetEsimPlansQuery, useGetEsimsQuery } = esimEndpoints;
