import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * The partner pages of the panel routes `bank-account` and `flight-ticket`. The spec names no endpoints; the
 * portal and the demo back end agree on GET /student_portal/bank_account and GET /student_portal/flights.
 * Partner addresses are data like any other: the portal shows them only through its frame, which checks each
 * against the VITE_FRAME_HOSTS allow-list.
 */

export const bankAccountRequirementSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
  }),
);
export type BankAccountRequirement = z.infer<typeof bankAccountRequirementSchema>;

/** GET /student_portal/bank_account: opening a UK account with the partner bank. */
export const bankAccountOfferSchema = lazySchema(() =>
  z.object({
    partner_name: z.string(),
    summary: z.string(),
    /** What the student needs to have at hand. */
    requirements: z.array(bankAccountRequirementSchema),
    /** The partner's application page. */
    application_url: z.string(),
  }),
);
export type BankAccountOffer = z.infer<typeof bankAccountOfferSchema>;

export const flightSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    direction: z.enum(['arrival', 'departure']),
    airline: z.string(),
    flight_number: z.string(),
    from_airport: z.string(),
    from_city: z.string(),
    to_airport: z.string(),
    to_city: z.string(),
    /** ISO date-times in the airports' local time. */
    departs_at: z.string(),
    arrives_at: z.string(),
    booking_reference: z.nullable(z.string()),
    status: z.enum(['confirmed', 'changed', 'cancelled']),
  }),
);
export type Flight = z.infer<typeof flightSchema>;

/** GET /student_portal/flights: the travel partner and the student's own flights, if the school has them. */
export const flightTicketsSchema = lazySchema(() =>
  z.object({
    partner_name: z.string(),
    /** The partner's search page. */
    search_url: z.string(),
    flights: z.array(flightSchema),
  }),
);
export type FlightTickets = z.infer<typeof flightTicketsSchema>;
