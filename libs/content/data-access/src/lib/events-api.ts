import { z } from 'zod/mini';
import { api, keepOnDevice, TRANSLATED_TAG } from '@portal/data-access';
import {
  attractionSchema,
  eventDetailSchema,
  eventSummarySchema,
  type Attraction,
  type EventDetail,
  type EventSummary,
} from '@portal/api-contract';

/** City events (Ingresso) and attraction tickets (Ventrata); their tickets are bought through the basket. */
export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventSummary[], void>({
      query: () => '/ingresso/events',
      responseSchema: z.array(eventSummarySchema),
      providesTags: [TRANSLATED_TAG],
    }),
    getEvent: build.query<EventDetail, number>({
      query: (eventId) => `/ingresso/events/${eventId}`,
      responseSchema: eventDetailSchema,
      providesTags: [TRANSLATED_TAG],
    }),
    getAttractions: build.query<Attraction[], void>({
      query: () => '/ventrata/attractions',
      responseSchema: z.array(attractionSchema),
      providesTags: [TRANSLATED_TAG],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(eventsApi, ['getEvents', 'getEvent']);

export const { useGetEventsQuery, useGetEventQuery, useGetAttractionsQuery } = eventsApi;
