import type {
  AdditionalService,
  AdditionalServiceCategory,
  Airport,
  AirportCar,
  Category,
  CategoryParent,
  Order,
  OrderItem,
  Product,
  Service,
  StorageAddress,
  StorageType,
  TasteCard,
  VisaConsultation,
  VisaConsultationRequest,
} from '@portal/api-contract';
import {
  guestChoiceKey,
  isIsoDate,
  TICKET_DATE_OPTION,
  TICKET_TIME_OPTION,
  type PaymentPayload,
} from '@portal/util';
import {
  seedAdditionalServiceCategories,
  seedAdditionalServices,
  seedAirportCars,
  seedAirports,
  seedCategories,
  seedOrders,
  seedProducts,
  seedServices,
  seedStorageTypes,
  type StoredOrder,
  type StoredStorageType,
} from './shop-seed';

const DAY_MS = 86_400_000;
/**
 * How long a checkout waits for its payment. A checkout the student left is given up after this, so what it named
 * never stays on record as something they meant to buy.
 */
export const CHECKOUT_TTL_MS = DAY_MS;
const round = (value: number) => Math.round(value * 100) / 100;

export type StorageDatesError = 'invalid_date' | 'pickup_in_past' | 'dropoff_before_pickup';
export type Priced = { ok: true; item: OrderItem } | { ok: false; message: string };

/**
 * What a checkout meets: the pending order it continues (the same things from the same basket), or the student's
 * pending checkout it replaces (other things, another basket, another device).
 */
export interface CheckoutOrders {
  same: Order | undefined;
  replaced: Order | undefined;
}

/**
 * What a checkout names, in a fixed order, so two checkouts of the same things give the same key; and the pay
 * page it belongs to (a basket checks out its additional services apart from the rest).
 */
function checkoutKey(payload: PaymentPayload): { key: string; group: string } {
  const items = (payload.items ?? []).map((item) => {
    const options = Object.entries(item.options ?? {}).sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify([item.kind, item.id, item.quantity, options]);
  });
  const group = (payload.items ?? []).every((item) => item.kind === 'additional_service')
    ? 'additional-services'
    : 'products';
  return { key: JSON.stringify([...items].sort()), group };
}

function dayNumber(value: unknown): number | null {
  return isIsoDate(value) ? Math.floor(Date.parse(`${value}T00:00:00Z`) / DAY_MS) : null;
}

/**
 * The demo's shop, services and orders. Catalog data is shared; baskets are the browser's; orders, storage
 * addresses and consultation requests belong to one student each.
 */
export class ShopStore {
  categories: Category[] = [];
  products: Product[] = [];
  services: Service[] = [];
  additionalServiceCategories: AdditionalServiceCategory[] = [];
  additionalServices: Array<Omit<AdditionalService, 'invoice_id'>> = [];
  airports: Airport[] = [];
  airportCars: AirportCar[] = [];
  storageTypes: StoredStorageType[] = [];
  private orders: StoredOrder[] = [];
  private addresses = new Map<number, StorageAddress>();
  private consultations: Array<VisaConsultation & { student_id: number }> = [];
  private nextOrderId = 6000;
  /** What a ticket is for (its event or attraction), by product id: checkouts and orders name both. */
  readonly ticketTitles = new Map<number, string>();

  /**
   * @param giveUp Lets go of what a pending order was billed on when it expires; false when it may not expire yet
   *   (a payment of it is on its way).
   */
  constructor(
    private readonly now: () => number,
    private readonly giveUp: (studentId: number, orderId: number) => boolean = () => true,
  ) {
    this.reset();
  }

  reset(): void {
    this.categories = seedCategories();
    this.products = seedProducts();
    this.services = seedServices();
    this.additionalServiceCategories = seedAdditionalServiceCategories();
    this.additionalServices = seedAdditionalServices();
    this.airports = seedAirports();
    this.airportCars = seedAirportCars();
    this.storageTypes = seedStorageTypes();
    this.orders = seedOrders();
    this.addresses.clear();
    this.consultations = [];
    this.nextOrderId = 6000;
    this.ticketTitles.clear();
  }

  listCategories(parent: CategoryParent): Category[] {
    return this.categories.filter((category) => category.parent === parent);
  }

  listProducts(categoryId: number): Product[] {
    return this.products.filter((candidate) => candidate.category_id === categoryId);
  }

  findProduct(productId: number): Product | undefined {
    return this.products.find((candidate) => candidate.id === productId);
  }

  tasteCard(): TasteCard | undefined {
    const card = this.findProduct(106);
    if (!card) return undefined;
    return {
      product_id: card.id,
      name: card.name,
      description: card.description,
      benefits: [
        'Two-for-one meals in over 300 restaurants',
        '50% off food at many more',
        'Works every day of the week',
      ],
      price: card.price,
      currency: card.currency,
      image: card.image,
      available: card.available,
    };
  }

  listAdditionalServices(invoiceId: number, categoryId?: number): AdditionalService[] {
    return this.additionalServices
      .filter((service) => categoryId === undefined || service.category_id === categoryId)
      .map((service) => ({ ...service, invoice_id: invoiceId }));
  }

  listAirportCars(airportId: number, person: number): AirportCar[] {
    return this.airportCars.filter((car) => car.airport_id === airportId && car.capacity >= person);
  }

  checkStorageDates(
    pickup: unknown,
    dropoff: unknown,
  ): { ok: true; days: number } | { ok: false; error: StorageDatesError } {
    const from = dayNumber(pickup);
    const to = dayNumber(dropoff);
    if (from === null || to === null) return { ok: false, error: 'invalid_date' };
    if (from < Math.floor(this.now() / DAY_MS)) return { ok: false, error: 'pickup_in_past' };
    if (to <= from) return { ok: false, error: 'dropoff_before_pickup' };
    return { ok: true, days: to - from };
  }

  storageTypesFor(days: number): StorageType[] {
    return this.storageTypes.map(({ daily_price, ...type }) => ({
      ...type,
      price: round(daily_price * days),
      currency: 'GBP',
    }));
  }

  storageAddress(studentId: number): StorageAddress | null {
    return this.addresses.get(studentId) ?? null;
  }

  saveStorageAddress(studentId: number, address: StorageAddress): StorageAddress {
    this.addresses.set(studentId, address);
    return address;
  }

  requestConsultation(studentId: number, request: VisaConsultationRequest): VisaConsultation {
    const consultation = {
      reference: `VC-${String(7001 + this.consultations.length)}`,
      topic: request.topic,
      preferred_date: request.preferred_date,
      status: 'received',
    };
    this.consultations.push({ ...consultation, student_id: studentId });
    return consultation;
  }

  listOrders(studentId: number): Order[] {
    this.expireCheckouts(studentId);
    return this.orders
      .filter((order) => order.student_id === studentId)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(withoutOwner);
  }

  findOrder(studentId: number, orderId: number): Order | undefined {
    this.expireCheckouts(studentId);
    const order = this.orders.find(
      (candidate) => candidate.id === orderId && candidate.student_id === studentId,
    );
    return order ? withoutOwner(order) : undefined;
  }

  /** Prices one payload item from the catalog as it is now; the URL never carries amounts. */
  priceItem(item: NonNullable<PaymentPayload['items']>[number]): Priced {
    const options = item.options ?? {};
    const line = (name: string, unit: number): Priced => ({
      ok: true,
      item: {
        kind: item.kind,
        item_id: item.id,
        name,
        quantity: item.quantity,
        unit_price: unit,
        amount: round(unit * item.quantity),
        ...(Object.keys(options).length ? { options } : {}),
      },
    });
    switch (item.kind) {
      case 'product':
      case 'service': {
        const found = this.findProduct(item.id);
        if (!found || !found.available) return { ok: false, message: `Product ${item.id} is not available.` };
        if (item.quantity > found.max_quantity)
          return { ok: false, message: `At most ${found.max_quantity} of ${found.name}.` };
        const refused = refusedChoice(found, item.quantity, options);
        if (refused) return { ok: false, message: refused };
        const title = this.ticketTitles.get(found.id);
        return line(title ? `${title}: ${found.name}` : found.name, found.price);
      }
      case 'additional_service': {
        const found = this.additionalServices.find((service) => service.id === item.id);
        if (!found || !found.available) return { ok: false, message: `Service ${item.id} is not available.` };
        return line(found.name, found.price);
      }
      case 'airport_car': {
        const found = this.airportCars.find((car) => car.id === item.id);
        if (!found) return { ok: false, message: `Car ${item.id} is not available.` };
        return line(`Airport pickup: ${found.name}`, found.price);
      }
      case 'storage': {
        const found = this.storageTypes.find((type) => type.id === item.id);
        const dates = this.checkStorageDates(options['pickup_date'], options['dropoff_date']);
        if (!found || !found.available)
          return { ok: false, message: `Storage type ${item.id} is not available.` };
        if (!dates.ok) return { ok: false, message: 'The storage dates are not valid.' };
        return line(`Storage: ${found.name}`, round(found.daily_price * dates.days));
      }
      default:
        return { ok: false, message: `Items of kind ${item.kind} are not sold here.` };
    }
  }

  /**
   * The order for a completed payment of a basket or a storage booking. The payments back end calls this
   * once the gateway confirms; the basket then sees its basket_id in the orders and empties itself.
   */
  createOrderFromPayment(
    studentId: number,
    payload: PaymentPayload,
    paymentId: string,
  ): { ok: true; order: Order } | { ok: false; message: string } {
    const existing = this.orders.find(
      (order) => order.payment_id === paymentId && order.student_id === studentId,
    );
    if (existing) return { ok: true, order: withoutOwner(existing) };
    const priced = (payload.items ?? []).map((item) => this.priceItem(item));
    if (!priced.length) return { ok: false, message: 'Nothing to order.' };
    const failed = priced.find((result): result is { ok: false; message: string } => !result.ok);
    if (failed) return { ok: false, message: failed.message };
    const items = priced.map((result) => (result as { ok: true; item: OrderItem }).item);
    const invoice = payload.items
      ?.map((item) => item.options?.['invoice_id'])
      .find((value) => typeof value === 'number');
    return {
      ok: true,
      order: this.addOrder(studentId, items, {
        status: 'paid',
        basket_id: payload.basket_id ?? null,
        payment_id: paymentId,
        invoice_id: invoice ?? null,
      }),
    };
  }

  /** POST /storage_service/checkout: a storage booking, priced now, as an order waiting for its payment. */
  bookStorage(
    studentId: number,
    booking: { type_id: number; quantity: number; pickup_date: string; dropoff_date: string },
    invoiceId: number | null,
  ): { ok: true; order: Order } | { ok: false; message: string } {
    const { type_id, quantity, pickup_date, dropoff_date } = booking;
    const priced = this.priceItem({
      kind: 'storage',
      id: type_id,
      quantity,
      options: { pickup_date, dropoff_date },
    });
    if (!priced.ok) return priced;
    return { ok: true, order: this.createPendingOrder(studentId, [priced.item], invoiceId) };
  }

  /** An order waiting for its payment; asking again for the same one gives the same order. */
  private createPendingOrder(studentId: number, items: OrderItem[], invoiceId: number | null): Order {
    // Asking again for the same booking (back from the pay page, a double click) gives the same order.
    const same = this.orders.find(
      (order) =>
        order.student_id === studentId &&
        order.status === 'pending' &&
        order.invoice_id === invoiceId &&
        JSON.stringify(order.items) === JSON.stringify(items),
    );
    if (same) return withoutOwner(same);
    return this.addOrder(studentId, items, {
      status: 'pending',
      basket_id: null,
      payment_id: null,
      invoice_id: invoiceId,
    });
  }

  /**
   * The pending orders a checkout of `payload` meets: the one that named the same things from the same basket
   * (or, without a basket, the same things bought on their own), and otherwise the student's pending checkout of
   * the same pay page, whatever basket or device it came from: a student has one checkout waiting at a time.
   */
  checkoutOrders(studentId: number, payload: PaymentPayload): CheckoutOrders {
    this.expireCheckouts(studentId);
    const { key, group } = checkoutKey(payload);
    const basketId = payload.basket_id ?? null;
    const pending = this.orders.filter(
      (order) =>
        order.student_id === studentId && order.status === 'pending' && order.checkout?.group === group,
    );
    const same = pending.find((order) => order.checkout?.key === key && order.basket_id === basketId);
    const replaced = same ? undefined : pending[0];
    return {
      same: same ? withoutOwner(same) : undefined,
      replaced: replaced ? withoutOwner(replaced) : undefined,
    };
  }

  /** Gives up the student's checkouts that waited longer than CHECKOUT_TTL_MS for their payment. */
  private expireCheckouts(studentId: number): void {
    const before = this.now() - CHECKOUT_TTL_MS;
    for (const order of this.orders) {
      if (
        order.student_id === studentId &&
        order.status === 'pending' &&
        order.checkout !== undefined &&
        Date.parse(order.date) <= before &&
        this.giveUp(studentId, order.id)
      )
        order.status = 'cancelled';
    }
  }

  /** A checkout's items as an order awaiting payment; paying the invoice it is billed on pays it. */
  openCheckoutOrder(studentId: number, payload: PaymentPayload, items: OrderItem[]): Order {
    const invoice = payload.items
      ?.map((item) => item.options?.['invoice_id'])
      .find((value) => typeof value === 'number');
    const order = this.addOrder(studentId, items, {
      status: 'pending',
      basket_id: payload.basket_id ?? null,
      payment_id: null,
      invoice_id: invoice ?? null,
    });
    const stored = this.orders.find((candidate) => candidate.id === order.id) as StoredOrder;
    stored.checkout = checkoutKey(payload);
    return order;
  }

  /** Names the invoice a pending order is billed on. */
  billOrder(studentId: number, orderId: number, invoice: { id: number; number: string }): void {
    const order = this.orders.find(
      (candidate) => candidate.id === orderId && candidate.student_id === studentId,
    );
    if (order) order.billed_invoice = { id: invoice.id, number: invoice.number };
  }

  /** A pending order given up before payment; null when there is no such pending order. */
  cancelOrder(studentId: number, orderId: number): Order | null {
    const order = this.orders.find(
      (candidate) => candidate.id === orderId && candidate.student_id === studentId,
    );
    if (!order || order.status !== 'pending') return null;
    order.status = 'cancelled';
    return withoutOwner(order);
  }

  /** Marks a student's pending order paid; null when there is no such pending order. */
  completeOrder(studentId: number, orderId: number, paymentId: string): Order | null {
    const order = this.orders.find(
      (candidate) => candidate.id === orderId && candidate.student_id === studentId,
    );
    if (!order || order.status !== 'pending') return null;
    order.status = 'paid';
    order.payment_id = paymentId;
    return withoutOwner(order);
  }

  private addOrder(
    studentId: number,
    items: OrderItem[],
    extra: Pick<Order, 'status' | 'basket_id' | 'payment_id' | 'invoice_id'>,
  ): Order {
    const id = this.nextOrderId++;
    const order: StoredOrder = {
      id,
      student_id: studentId,
      billed_invoice: null,
      number: `ORD-${String(id).padStart(6, '0')}`,
      date: new Date(this.now()).toISOString(),
      amount: round(items.reduce((sum, item) => sum + item.amount, 0)),
      currency: 'GBP',
      items,
      ...extra,
    };
    this.orders.push(order);
    return withoutOwner(order);
  }
}

/** Why a product's options cannot be sold: a timed ticket needs a day and time on sale, each guest their choice. */
function refusedChoice(product: Product, quantity: number, options: Record<string, string | number>) {
  if (product.days_on_sale) {
    const day = product.days_on_sale.find((candidate) => candidate.date === options[TICKET_DATE_OPTION]);
    if (!day) return `Choose a day on which ${product.name} is on sale.`;
    if (!day.times.includes(String(options[TICKET_TIME_OPTION])))
      return `Choose a time at which ${product.name} is on sale that day.`;
  }
  for (const option of product.options.filter((candidate) => candidate.per_guest))
    for (let guest = 1; guest <= quantity; guest++)
      if (!option.values.includes(String(options[guestChoiceKey(option.name, guest)])))
        return `Choose the ${option.label.toLowerCase()} of guest ${guest}.`;
  return null;
}

/**
 * The order as the student sees it. The invoice a checkout billed it on counts only once money is booked on it
 * (the order is paid, or refunded since): until then it is named nowhere, as nothing is owed on it.
 */
function withoutOwner({ student_id: _owner, checkout: _checkout, ...order }: StoredOrder): Order {
  return order.status === 'paid' || order.status === 'refunded' ? order : { ...order, billed_invoice: null };
}
