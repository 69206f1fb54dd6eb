import { z } from 'zod/mini';
import { built, lazySchema } from './lazy-schema';
import { pageSchemaOf } from './models';
import { isSafeImageUrl } from './image-url';
import { productSchema } from './shop';

/**
 * Shapes of the dashboard's content, news, promotions, events, attraction tickets and bookings.
 * The spec names these endpoints but shows no bodies; this is the contract the mock back end serves and the
 * portal checks every response against. Dates are ISO (yyyy-mm-dd); event times are ISO timestamps.
 */

const imageSchema = lazySchema(() =>
  z.pipe(
    z.nullable(z.string()),
    z.transform((value: string | null) => (value && isSafeImageUrl(value) ? value : null)),
  ),
);

/** `/banners`: the dashboard's carousel. */
export const bannerSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    text: z.nullable(z.string()),
    image: imageSchema,
    /** A /panel path or an https address; the portal follows nothing else (util's toSafeLink). */
    link: z.nullable(z.string()),
    link_label: z.nullable(z.string()),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

/** `/student_portal/placement`: the school and course the student is placed on; null before there is one. */
export const placementSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    school: z.string(),
    campus_address: z.nullable(z.string()),
    course: z.string(),
    level: z.nullable(z.string()),
    lessons_per_week: z.nullable(z.number().check(z.int(), z.nonnegative())),
    start_date: z.string(),
    end_date: z.string(),
  }),
);
export type Placement = z.infer<typeof placementSchema>;

export const ACCOMMODATION_TYPES = ['residence', 'homestay', 'shared_apartment', 'studio'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/** `/student_portal/accommodation`: where the student lives; null when the school does not house them. */
export const accommodationSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    type: z.enum(ACCOMMODATION_TYPES),
    name: z.string(),
    address: z.string(),
    room: z.nullable(z.string()),
    board: z.nullable(z.string()),
    check_in: z.string(),
    check_out: z.string(),
    contact_phone: z.nullable(z.string()),
  }),
);
export type Accommodation = z.infer<typeof accommodationSchema>;

/** `/student_portal/agent`: the agent who placed the student; null for a direct booking. */
export const agentSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    company: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    whatsapp: z.nullable(z.string()),
    /** https only is linked. */
    website: z.nullable(z.string()),
  }),
);
export type Agent = z.infer<typeof agentSchema>;

/** How many articles `/news` returns per page unless asked for another `per_page` (at most 20). */
export const NEWS_PAGE_SIZE = 6;
export const NEWS_MAX_PAGE_SIZE = 20;

export const newsSummarySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    image: imageSchema,
    category: z.nullable(z.string()),
    published_at: z.string(),
  }),
);
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** `/news?page=&per_page=`: newest first. */
export const newsPageSchema = lazySchema(() => pageSchemaOf(newsSummarySchema));
export type NewsPage = z.infer<typeof newsPageSchema>;

/** `/news/{slug}`. The body is HTML from the API: the portal sanitises it before showing it. */
export const newsArticleSchema = lazySchema(() =>
  z.extend(built(newsSummarySchema), {
    author: z.nullable(z.string()),
    body_html: z.string(),
  }),
);
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const promotionSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    partner: z.string(),
    summary: z.string(),
    /** As the partner words it: "20% off", "2 for 1". */
    discount: z.string(),
    image: imageSchema,
    category: z.nullable(z.string()),
    valid_from: z.string(),
    /** null: until further notice. */
    valid_until: z.nullable(z.string()),
    /** The one the dashboard shows. */
    featured: z.boolean(),
  }),
);
export type Promotion = z.infer<typeof promotionSchema>;

export const REDEEM_METHODS = ['code', 'link', 'in_store'] as const;

/** How an offer is redeemed: a code to copy, a link out (https only is followed), or at the counter. */
export const redeemSchema = lazySchema(() =>
  z.discriminatedUnion('method', [
    z.object({
      method: z.literal('code'),
      code: z.string().check(z.minLength(1)),
      instructions: z.nullable(z.string()),
    }),
    z.object({
      method: z.literal('link'),
      url: z.string(),
      label: z.nullable(z.string()),
      instructions: z.nullable(z.string()),
    }),
    z.object({ method: z.literal('in_store'), instructions: z.string() }),
  ]),
);
export type Redeem = z.infer<typeof redeemSchema>;

/** `/promotions/{slug}`. The body is HTML from the API: the portal sanitises it before showing it. */
export const promotionDetailSchema = lazySchema(() =>
  z.extend(built(promotionSchema), {
    body_html: z.string(),
    terms: z.array(z.string()),
    redeem: redeemSchema,
  }),
);
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** A ticket of an event or an attraction: a product of the catalog, bought through the basket like any product. */
export const ticketProductSchema = productSchema;
export type TicketProduct = z.infer<typeof ticketProductSchema>;

/** `/ingresso/events`: the city's events still to come, soonest first. */
export const eventSummarySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    summary: z.string(),
    category: z.nullable(z.string()),
    venue: z.string(),
    starts_at: z.string(),
    ends_at: z.nullable(z.string()),
    image: imageSchema,
    /** The cheapest ticket; null when no ticket is on sale. */
    price_from: z.nullable(z.number().check(z.nonnegative())),
    currency: z.string(),
    sold_out: z.boolean(),
  }),
);
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** `/ingresso/events/{id}`: the event with its ticket products. */
export const eventDetailSchema = lazySchema(() =>
  z.extend(built(eventSummarySchema), {
    /** Plain text; paragraphs are separated by a blank line. */
    description: z.string(),
    venue_address: z.string(),
    /** False once the event has started: the tickets are shown, none can be bought. */
    on_sale: z.boolean(),
    tickets: z.array(ticketProductSchema),
  }),
);
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** `/ventrata/attractions`: attractions with their ticket products (options such as the entry time). */
export const attractionSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    summary: z.string(),
    location: z.string(),
    duration: z.nullable(z.string()),
    image: imageSchema,
    tickets: z.array(ticketProductSchema),
  }),
);
export type Attraction = z.infer<typeof attractionSchema>;

export const STUDENT_BOOKING_KINDS = [
  'accommodation',
  'course',
  'airport_pickup',
  'service',
  'event',
] as const;
export type StudentBookingKind = (typeof STUDENT_BOOKING_KINDS)[number];
export const STUDENT_BOOKING_STATUSES = ['confirmed', 'pending', 'cancelled', 'completed'] as const;
export type StudentBookingStatus = (typeof STUDENT_BOOKING_STATUSES)[number];

/** `/student_portal/bookings`: what the student booked (stays and services), each with the invoice billing it. */
export const studentBookingSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    reference: z.string(),
    kind: z.enum(STUDENT_BOOKING_KINDS),
    title: z.string(),
    details: z.nullable(z.string()),
    start_date: z.string(),
    /** null for a one-day booking. */
    end_date: z.nullable(z.string()),
    status: z.enum(STUDENT_BOOKING_STATUSES),
    invoice_id: z.nullable(z.number()),
    invoice_number: z.nullable(z.string()),
  }),
);
export type StudentBooking = z.infer<typeof studentBookingSchema>;
