import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { isSafeImageUrl } from './image-url';

/**
 * The e-SIM offer of the telecom partner (panel route `hubby`). The spec names no endpoints for it; the
 * portal and the demo back end agree on GET /hubby/plans and GET /hubby/esims. A plan is sold as a shop
 * product (`product_id`): it is bought through the basket or the pay page as a `products` item, and once the
 * payment is confirmed the student's e-SIM appears in /hubby/esims with what is needed to install it.
 */

export const esimPlanSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    product_id: z.number().check(z.int(), z.positive()),
    name: z.string(),
    description: z.string(),
    /** Data included, in GB; null for unlimited. */
    data_gb: z.nullable(z.number().check(z.positive())),
    /** How long the plan lasts once activated. */
    days: z.number().check(z.int(), z.positive()),
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
    /** Where it works ("United Kingdom"). */
    coverage: z.string(),
    network: z.string(),
    available: z.boolean(),
  }),
);
export type EsimPlan = z.infer<typeof esimPlanSchema>;

export const ESIM_STATUSES = ['ready', 'active', 'expired'] as const;
export type EsimStatus = (typeof ESIM_STATUSES)[number];

/** What a phone needs to install the e-SIM: a QR code to scan, or the same details typed in by hand. */
export const esimActivationSchema = lazySchema(() =>
  z.object({
    /** An image of the QR code (data:image or http(s) URL); anything else is dropped, the codes remain. */
    qr_code_image: z.pipe(
      z.nullable(z.string()),
      z.transform((value: string | null) => (value && isSafeImageUrl(value) ? value : null)),
    ),
    /** The whole activation code as one string ("LPA:1$smdp.example$CODE"), for phones that take it pasted. */
    manual_code: z.string().check(z.minLength(1)),
    smdp_address: z.string(),
    activation_code: z.string(),
    /** Asked by some operators after the activation code; null when none. */
    confirmation_code: z.nullable(z.string()),
  }),
);
export type EsimActivation = z.infer<typeof esimActivationSchema>;

export const esimSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    plan_id: z.number(),
    name: z.string(),
    data_gb: z.nullable(z.number().check(z.positive())),
    days: z.number().check(z.int(), z.positive()),
    iccid: z.string(),
    /** `ready`: bought, not installed yet (activation details given); `active`; `expired`. */
    status: z.enum(ESIM_STATUSES),
    purchased_at: z.string(),
    activated_at: z.nullable(z.string()),
    expires_at: z.nullable(z.string()),
    /** The order it was bought with, when bought in the portal. */
    order_id: z.nullable(z.number()),
    /** Given while the e-SIM waits to be installed; null once it is. */
    activation: z.nullable(esimActivationSchema),
  }),
);
export type Esim = z.infer<typeof esimSchema>;
