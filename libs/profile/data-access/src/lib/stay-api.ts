import { z } from 'zod/mini';
import { api, TRANSLATED_TAG, keepOnDevice } from '@portal/data-access';
import {
  accommodationSchema,
  agentSchema,
  placementSchema,
  studentBookingSchema,
  type Accommodation,
  type Agent,
  type Placement,
  type StudentBooking,
} from '@portal/api-contract';

/** The student's own stay: placement, accommodation, agent and bookings. null: none yet. */
export const stayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlacement: build.query<Placement | null, void>({
      query: () => '/student_portal/placement',
      responseSchema: z.nullable(placementSchema),
      providesTags: [TRANSLATED_TAG],
    }),
    getAccommodation: build.query<Accommodation | null, void>({
      query: () => '/student_portal/accommodation',
      responseSchema: z.nullable(accommodationSchema),
    }),
    getAgent: build.query<Agent | null, void>({
      query: () => '/student_portal/agent',
      responseSchema: z.nullable(agentSchema),
    }),
    getStudentBookings: build.query<StudentBooking[], void>({
      query: () => '/student_portal/bookings',
      responseSchema: z.array(studentBookingSchema),
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(stayApi, ['getPlacement', 'getAccommodation', 'getAgent', 'getStudentBookings']);

export const {
  useGetPlacementQuery,
  useGetAccommodationQuery,
  useGetAgentQuery,
  useGetStudentBookingsQuery,
} = stayApi;
