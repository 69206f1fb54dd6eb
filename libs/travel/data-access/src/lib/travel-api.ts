import { api, TRANSLATED_TAG, keepOnDevice } from '@portal/data-access';
import {
  bankAccountOfferSchema,
  flightTicketsSchema,
  type BankAccountOffer,
  type FlightTickets,
} from '@portal/api-contract';

export const travelEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getBankAccountOffer: build.query<BankAccountOffer, void>({
      query: () => '/student_portal/bank_account',
      responseSchema: bankAccountOfferSchema,
      providesTags: [TRANSLATED_TAG],
    }),
    getFlightTickets: build.query<FlightTickets, void>({
      query: () => '/student_portal/flights',
      responseSchema: flightTicketsSchema,
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(travelEndpoints, ['getBankAccountOffer', 'getFlightTickets']);

export const { useGetBankAccountOfferQuery, useGetFlightTicketsQuery } = travelEndpoints;
