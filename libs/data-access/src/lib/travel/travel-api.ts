import { api } from '../api/api';
import {
  bankAccountOfferSchema,
  flightTicketsSchema,
  type BankAccountOffer,
  type FlightTickets,
} from '@portal/api-contract';

const travelEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getBankAccountOffer: build.query<BankAccountOffer, void>({
      query: () => '/student_portal/bank_account',
      responseSchema: bankAccountOfferSchema,
    }),
    getFlightTickets: build.query<FlightTickets, void>({
      query: () => '/student_portal/flights',
      responseSchema: flightTicketsSchema,
    }),
  }),
});

export const { useGetBankAccountOfferQuery, useGetFlightTicketsQuery } = travelEndpoints;
