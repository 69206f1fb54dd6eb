import { z } from 'zod/mini';
import { api, TRANSLATED_TAG } from '@portal/data-access';
import {
  airportCarSchema,
  airportSchema,
  serviceSchema,
  storageAddressSchema,
  storageCheckoutSchema,
  storageTypeSchema,
  visaConsultationSchema,
  type Airport,
  type AirportCar,
  type Service,
  type StorageAddress,
  type StorageCheckout,
  type StorageCheckoutRequest,
  type StorageType,
  type VisaConsultation,
  type VisaConsultationRequest,
} from '@portal/api-contract';

export interface AirportCarsArgs {
  airportId: number;
  person: number;
}

export interface StorageTypesArgs {
  pickup_date: string;
  dropoff_date: string;
}

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Service[], void>({
      query: () => '/student_portal/service',
      responseSchema: z.array(serviceSchema),
      providesTags: ['Catalog', TRANSLATED_TAG],
    }),
    getAirports: build.query<Airport[], void>({
      query: () => '/student_portal/airports',
      responseSchema: z.array(airportSchema),
      providesTags: ['Catalog'],
    }),
    getAirportCars: build.query<AirportCar[], AirportCarsArgs>({
      query: ({ airportId, person }) => ({
        url: `/student_portal/airport_cars/${airportId}`,
        params: { person },
      }),
      responseSchema: z.array(airportCarSchema),
      providesTags: ['Catalog'],
    }),
    getStorageTypes: build.query<StorageType[], StorageTypesArgs>({
      query: (params) => ({ url: '/storage_service/types', params }),
      responseSchema: z.array(storageTypeSchema),
      providesTags: ['Catalog'],
    }),
    getStorageAddress: build.query<StorageAddress | null, void>({
      query: () => '/storage_service/address',
      responseSchema: z.nullable(storageAddressSchema),
      providesTags: ['StorageAddress'],
    }),
    saveStorageAddress: build.mutation<StorageAddress, StorageAddress>({
      query: (body) => ({ url: '/storage_service/address', method: 'POST', body }),
      responseSchema: storageAddressSchema,
      invalidatesTags: ['StorageAddress'],
    }),
    /** Creates (or finds again) the storage order the pay page then pays through `/storage_service/checkout/{gateway}`. */
    storageCheckout: build.mutation<StorageCheckout, StorageCheckoutRequest>({
      query: (body) => ({ url: '/storage_service/checkout', method: 'POST', body }),
      responseSchema: storageCheckoutSchema,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    requestVisaConsultation: build.mutation<VisaConsultation, VisaConsultationRequest>({
      query: (body) => ({ url: '/student_portal/visa_consultation', method: 'POST', body }),
      responseSchema: visaConsultationSchema,
    }),
  }),
});

export const {
  useGetServicesQuery,
  useGetAirportsQuery,
  useGetAirportCarsQuery,
  useGetStorageTypesQuery,
  useGetStorageAddressQuery,
  useSaveStorageAddressMutation,
  useStorageCheckoutMutation,
  useRequestVisaConsultationMutation,
} = servicesApi;
