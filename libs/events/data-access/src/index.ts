export type { Attraction, EventDetail, EventSummary, TicketProduct } from '@portal/api-contract';
export { useGetAttractionsQuery, useGetEventQuery, useGetEventsQuery } from './lib/events-api';
