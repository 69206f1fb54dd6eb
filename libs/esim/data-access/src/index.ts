export type { Esim, EsimActivation, EsimPlan, EsimStatus } from '@portal/api-contract';
export { useGetEsimPlansQuery, useGetEsimsQuery } from './lib/esim-api';
