import { z } from 'zod/mini';
import {
  guestChoiceKey,
  guestCount,
  parseGuestChoiceKey,
  type PaymentPageType,
  type PaymentPayload,
} from '@portal/util';
import { kept } from '@portal/data-access';

/** What a basket can hold; the same kinds the payment payload names. */
const BASKET_KINDS = ['product', 'service', 'additional_service', 'airport_car', 'storage'] as const;
type BasketKind = (typeof BASKET_KINDS)[number];

const MAX_BASKET_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

const optionsSchema = z.record(
  z.string().check(z.maxLength(40)),
  z.union([z.string().check(z.maxLength(200)), z.number()]),
);

const lineSchema = z.object({
  key: z.string(),
  kind: z.enum(BASKET_KINDS),
  id: z.number().check(z.int(), z.positive()),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_LINE_QUANTITY)),
  options: optionsSchema,
  invoice_id: z.nullable(z.number().check(z.int(), z.positive())),
  /** Shown while the current price loads; never what is charged. */
  name: z.string().check(z.maxLength(200)),
  unit_price: z.number().check(z.nonnegative()),
  currency: z.string().check(z.maxLength(3)),
  /** A ticket says what it is a ticket for, rather than "product". */
  ticket: z.optional(z.enum(['event', 'attraction'])),
  /** The booking's name (its invoice number and description), for a line bought for a booking. */
  booking: z.optional(z.string().check(z.maxLength(300))),
  /** The service's name, for a line bought from a service's catalog. */
  service: z.optional(z.string().check(z.maxLength(200))),
  /** The shop's category, for a line bought in the shop. */
  category: z.optional(z.string().check(z.maxLength(200))),
  /**
   * An event ticket's event start (ISO), shown in the student's language. Only its length is checked: a value the
   * date helpers cannot read is shown as given, rather than costing the student their basket.
   */
  event_starts_at: z.optional(z.string().check(z.maxLength(40))),
  /** An open-dated ticket: the last day it can be used (ISO date; null: no end given). */
  open_until: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type BasketLine = z.infer<typeof lineSchema>;

const basketSchema = z.object({
  basket_id: z.nullable(z.string().check(z.maxLength(64))),
  lines: z.array(lineSchema).check(z.maxLength(MAX_BASKET_LINES)),
});
export type Basket = z.infer<typeof basketSchema>;

export type NewBasketLine = Omit<BasketLine, 'key' | 'options' | 'invoice_id'> & {
  options?: BasketLine['options'];
  invoice_id?: number | null;
};

export const EMPTY_BASKET: Basket = Object.freeze({ basket_id: null, lines: [] }) as Basket;

export const basketStorageKey = (studentId: number) => `portal-basket:${studentId}`;

/** A student's basket in the browser (`kept` of @portal/data-access, browser-storage.ts); an empty one is removed rather than kept. */
export const keptBasket = (studentId: number) =>
  kept(basketStorageKey(studentId), parseBasket, (basket) =>
    basket.lines.length ? JSON.stringify(basket) : null,
  );

/**
 * One line per thing bought: the same item with the same options for the same booking adds up. Each guest's
 * own choices (a dinner per ticket) do not split lines: the line keeps every guest's choice.
 */
export function basketLineKey(
  line: Pick<BasketLine, 'kind' | 'id' | 'invoice_id'> & { options?: BasketLine['options'] },
): string {
  const options = Object.entries(line.options ?? {})
    .filter(([name]) => !parseGuestChoiceKey(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return `${line.kind}:${line.id}:${line.invoice_id ?? ''}:${JSON.stringify(options)}`;
}

/** Reads a stored basket; anything unreadable (edited by hand, an old shape) is an empty basket. */
export function parseBasket(raw: string | null): Basket {
  if (!raw) return EMPTY_BASKET;
  try {
    const parsed = basketSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_BASKET;
  } catch {
    return EMPTY_BASKET;
  }
}

export type AddResult = { ok: true; basket: Basket } | { ok: false; error: 'quantity' | 'full' };

export function addLine(
  basket: Basket,
  input: NewBasketLine,
  newId: () => string,
  maxQuantity = MAX_LINE_QUANTITY,
): AddResult {
  const options = input.options ?? {};
  const invoice_id = input.invoice_id ?? null;
  const key = basketLineKey({ kind: input.kind, id: input.id, invoice_id, options });
  const existing = basket.lines.find((line) => line.key === key);
  const quantity = (existing?.quantity ?? 0) + input.quantity;
  if (
    !Number.isInteger(input.quantity) ||
    input.quantity < 1 ||
    quantity > Math.min(maxQuantity, MAX_LINE_QUANTITY)
  ) {
    return { ok: false, error: 'quantity' };
  }
  if (!existing && basket.lines.length >= MAX_BASKET_LINES) return { ok: false, error: 'full' };
  const line: BasketLine = {
    ...input,
    key,
    options: existing ? { ...existing.options, ...renumberGuests(options, existing.quantity) } : options,
    invoice_id,
    quantity,
  };
  const lines = existing
    ? basket.lines.map((candidate) => (candidate.key === key ? line : candidate))
    : [...basket.lines, line];
  return { ok: true, basket: { basket_id: basket.basket_id ?? newId(), lines } };
}

/** The guests' choices of tickets added to a line that already has `before` guests: they come after them. */
function renumberGuests(options: BasketLine['options'], before: number): BasketLine['options'] {
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => {
      const guest = parseGuestChoiceKey(name);
      return [guest ? guestChoiceKey(guest.option, guest.guest + before) : name, value];
    }),
  );
}

/** The most a line can hold: a line whose guests chose for themselves has no choice for one more guest. */
export const lineMaxQuantity = (line: BasketLine, max: number = MAX_LINE_QUANTITY) =>
  Math.min(max, guestCount(line.options) || MAX_LINE_QUANTITY);

/** A new quantity; fewer tickets drop the last guests' choices. */
export function setLineQuantity(basket: Basket, key: string, quantity: number): Basket {
  const changed = basket.lines.find((line) => line.key === key);
  if (!changed || !Number.isInteger(quantity) || quantity < 1 || quantity > lineMaxQuantity(changed))
    return basket;
  const options = Object.fromEntries(
    Object.entries(changed.options).filter(([name]) => (parseGuestChoiceKey(name)?.guest ?? 0) <= quantity),
  );
  return {
    ...basket,
    lines: basket.lines.map((line) => (line.key === key ? { ...line, quantity, options } : line)),
  };
}

export function removeLine(basket: Basket, key: string): Basket {
  const lines = basket.lines.filter((line) => line.key !== key);
  return lines.length ? { ...basket, lines } : EMPTY_BASKET;
}

export const basketItemCount = (basket: Basket) => basket.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The pay page a kind is paid on (its `paymentPageType`: products or additional-services). */
function payPageTypeOf(kind: BasketKind): Extract<PaymentPageType, 'products' | 'additional-services'> {
  return kind === 'additional_service' ? 'additional-services' : 'products';
}

export interface BasketCheckout {
  type: 'products' | 'additional-services';
  invoiceId?: number;
  lines: BasketLine[];
  payload: PaymentPayload;
}

/**
 * What the basket is paid as: one checkout per pay page, carrying names and quantities only (amounts
 * come from the API on the pay page). The pay page's invoice is the booking of the first line that has one;
 * every item still names its own booking in its options.
 */
export function basketCheckouts(basket: Basket): BasketCheckout[] {
  const groups = new Map<BasketCheckout['type'], BasketLine[]>();
  for (const line of basket.lines) {
    const type = payPageTypeOf(line.kind);
    groups.set(type, [...(groups.get(type) ?? []), line]);
  }
  return [...groups].map(([type, lines]) => {
    const invoiceId = lines.find((line) => line.invoice_id !== null)?.invoice_id ?? undefined;
    return {
      type,
      invoiceId,
      lines,
      payload: {
        basket_id: basket.basket_id ?? undefined,
        items: lines.map((line) => ({
          kind: line.kind,
          id: line.id,
          quantity: line.quantity,
          ...(Object.keys(line.options).length || line.invoice_id
            ? { options: { ...line.options, ...(line.invoice_id ? { invoice_id: line.invoice_id } : {}) } }
            : {}),
        })),
      },
    };
  });
}
