import { ORDER_ITEM_KINDS } from '@portal/util';
import { z } from 'zod/mini';
import { built, lazySchema } from './lazy-schema';

/**
 * Shapes of the shop, services, orders and storage answers. The spec does not show them; these are the
 * contract the mock back end serves and the portal checks every response against.
 */

import { isSafeImageUrl } from './image-url';

const imageSchema = lazySchema(() =>
  z.pipe(
    z.nullable(z.string()),
    z.transform((value: string | null) => (value && isSafeImageUrl(value) ? value : null)),
  ),
);

export const CATEGORY_PARENTS = ['shop', 'service'] as const;
export type CategoryParent = (typeof CATEGORY_PARENTS)[number];

export const categorySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    parent: z.enum(CATEGORY_PARENTS),
    /** For service categories: the service they belong to. */
    service_id: z.nullable(z.number()),
    name: z.string(),
    description: z.string(),
    image: imageSchema,
  }),
);
export type Category = z.infer<typeof categorySchema>;

export const productOptionSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    label: z.string(),
    values: z.array(z.string()).check(z.minLength(1)),
    /** Each ticket's guest chooses for themselves (a dinner): one choice per ticket, not one per purchase. */
    per_guest: z.optional(z.boolean()),
  }),
);
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * What a category sells, as a catalog page lists it and a student buys it in a quantity: the fields a product and an
 * additional service share.
 */
const catalogItemSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    category_id: z.number(),
    name: z.string(),
    description: z.string(),
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
    image: imageSchema,
    available: z.boolean(),
    max_quantity: z.number().check(z.int(), z.gte(1), z.lte(99)),
  }),
);

export const productSchema = lazySchema(() =>
  z.extend(built(catalogItemSchema), {
    options: z.array(productOptionSchema),
    /**
     * A timed ticket's days on sale, soonest first, each with its times: the student picks one day and one
     * time, sent as the options `date` and `time`. Absent for anything bought without a date.
     */
    days_on_sale: z.optional(
      z.array(
        z.object({
          date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
          times: z.array(z.string()).check(z.minLength(1)),
        }),
      ),
    ),
    /**
     * An open-dated ticket (no day to choose, used on any day it is open): the last day it can be used. Absent for
     * anything without such a limit.
     */
    valid_until: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  }),
);
export type Product = z.infer<typeof productSchema>;

export const SERVICE_KINDS = ['catalog', 'airport_pickup', 'storage'] as const;
export const serviceSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    kind: z.enum(SERVICE_KINDS),
    image: imageSchema,
  }),
);
export type Service = z.infer<typeof serviceSchema>;

/** `/student_portal/additional_services` with type=0: the categories of what can be added to a booking. */
export const additionalServiceCategorySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    image: imageSchema,
  }),
);
export type AdditionalServiceCategory = z.infer<typeof additionalServiceCategorySchema>;

/** `/student_portal/additional_services` with type=1: the services themselves. */
export const additionalServiceSchema = lazySchema(() =>
  z.extend(built(catalogItemSchema), {
    invoice_id: z.number(),
  }),
);
export type AdditionalService = z.infer<typeof additionalServiceSchema>;

export const airportSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    city: z.string(),
  }),
);
export type Airport = z.infer<typeof airportSchema>;

export const airportCarSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    airport_id: z.number(),
    name: z.string(),
    description: z.string(),
    capacity: z.number().check(z.int(), z.positive()),
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
    image: imageSchema,
  }),
);
export type AirportCar = z.infer<typeof airportCarSchema>;

export const storageTypeSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    /** Price of one box for the whole period asked for. */
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
    available: z.boolean(),
    max_quantity: z.number().check(z.int(), z.gte(1), z.lte(99)),
  }),
);
export type StorageType = z.infer<typeof storageTypeSchema>;

export const storageAddressSchema = lazySchema(() =>
  z.object({
    line1: z.string(),
    line2: z.nullable(z.string()),
    city: z.string(),
    postcode: z.string(),
    phone: z.string(),
  }),
);
export type StorageAddress = z.infer<typeof storageAddressSchema>;

export const storageCheckoutSchema = lazySchema(() =>
  z.object({
    order_id: z.number(),
    amount: z.number(),
    currency: z.string(),
  }),
);
export type StorageCheckout = z.infer<typeof storageCheckoutSchema>;

export interface StorageCheckoutRequest {
  type_id: number;
  quantity: number;
  pickup_date: string;
  dropoff_date: string;
  invoice_id?: number;
}

export const tasteCardSchema = lazySchema(() =>
  z.object({
    product_id: z.number(),
    name: z.string(),
    description: z.string(),
    benefits: z.array(z.string()),
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
    image: imageSchema,
    available: z.boolean(),
  }),
);
export type TasteCard = z.infer<typeof tasteCardSchema>;

/**
 * `pending`: checked out and awaiting payment (one such order per basket or purchase: checking out the same
 * things again gives it back); `cancelled`: given up before payment, its invoice voided.
 */
export const ORDER_STATUSES = ['paid', 'pending', 'cancelled', 'refunded'] as const;

export const orderItemSchema = lazySchema(() =>
  z.object({
    kind: z.enum(ORDER_ITEM_KINDS),
    item_id: z.number(),
    name: z.string(),
    quantity: z.number(),
    unit_price: z.number(),
    amount: z.number(),
    options: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    number: z.string(),
    date: z.string(),
    status: z.enum(ORDER_STATUSES),
    amount: z.number(),
    currency: z.string(),
    /** The booking the order's items are for, if any. */
    invoice_id: z.nullable(z.number()),
    /** The invoice a checkout billed the order on; while the order is pending, paying it pays the order. */
    billed_invoice: z.nullable(z.object({ id: z.number(), number: z.string() })),
    basket_id: z.nullable(z.string()),
    payment_id: z.nullable(z.string()),
    items: z.array(orderItemSchema),
  }),
);
export type Order = z.infer<typeof orderSchema>;

export const VISA_CONSULTATION_TOPICS = [
  'student_visa',
  'visa_extension',
  'work_permit',
  'family_visa',
  'other',
] as const;
export type VisaConsultationTopic = (typeof VISA_CONSULTATION_TOPICS)[number];

export interface VisaConsultationRequest {
  topic: VisaConsultationTopic;
  preferred_date: string;
  phone: string;
  message: string;
}

export const visaConsultationSchema = lazySchema(() =>
  z.object({
    reference: z.string(),
    topic: z.enum(VISA_CONSULTATION_TOPICS),
    preferred_date: z.string(),
    status: z.string(),
  }),
);
export type VisaConsultation = z.infer<typeof visaConsultationSchema>;
