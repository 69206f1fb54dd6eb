export type { BankAccountOffer, BankAccountRequirement, Flight, FlightTickets } from '@portal/api-contract';
export { useGetBankAccountOfferQuery, useGetFlightTicketsQuery } from './lib/travel-api';
