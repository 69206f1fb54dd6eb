import { isUnknownIdError } from '@portal/data-access';
import { servicesApi, type AirportCarsArgs, type StorageTypesArgs } from '@portal/services/data-access';
import { shopApi, type AdditionalServicesArgs } from './shop-api';
import type { AppDispatch } from '@portal/data-access';
import { guestChoiceKey, TICKET_DATE_OPTION, TICKET_TIME_OPTION, type TicketDay } from '@portal/util';
import { MAX_LINE_QUANTITY, type BasketLine } from './basket-store';

/** What the API says a basket line costs now. */
type LineQuote =
  | { status: 'loading' }
  | { status: 'error' }
  /** The item is gone from the API (or the line cannot name it any more). */
  | { status: 'missing' }
  | { status: 'unavailable' }
  /** A choice the item needs is missing or no longer on sale: a timed ticket's day, a guest's choice. */
  | { status: 'incomplete'; needs: 'date' | 'guests' }
  | { status: 'ok'; unitPrice: number; currency: string; maxQuantity: number };

export interface PricedLine {
  line: BasketLine;
  quote: LineQuote;
  /** Unit price × quantity, when the price is known. */
  total: number | null;
}

export interface BasketPricing {
  lines: PricedLine[];
  /** The sum of the lines whose price is known. */
  total: number;
  /** Some price is still loading or could not be checked. */
  pending: boolean;
  /** Some line can no longer be bought: checkout waits until it is removed. */
  blocked: boolean;
}

/** The cached query whose answer prices a line. */
export type PriceSource =
  | { endpoint: 'getProduct'; arg: number }
  | { endpoint: 'getAdditionalServices'; arg: AdditionalServicesArgs }
  | { endpoint: 'getAirportCars'; arg: AirportCarsArgs }
  | { endpoint: 'getStorageTypes'; arg: StorageTypesArgs };

/** What pricing reads of a query's cache entry. */
export interface PriceSourceResult {
  isError: boolean;
  error?: unknown;
  data?: Priced | Priced[];
}

interface Priced {
  id: number;
  price: number;
  currency: string;
  available?: boolean;
  max_quantity?: number;
  days_on_sale?: TicketDay[];
  options?: Array<{ name: string; values: string[]; per_guest?: boolean }>;
}

/** What a line still needs before it can be bought (a basket kept from before timed tickets had a day). */
function missingChoice(line: BasketLine, item: Priced): 'date' | 'guests' | null {
  const { options } = line;
  const day = item.days_on_sale?.find((candidate) => candidate.date === options[TICKET_DATE_OPTION]);
  if (item.days_on_sale && !day?.times.includes(String(options[TICKET_TIME_OPTION]))) return 'date';
  const perGuest = (item.options ?? []).filter((option) => option.per_guest);
  const guests = Array.from({ length: line.quantity }, (_, index) => index + 1);
  return perGuest.every((option) =>
    guests.every((guest) => option.values.includes(String(options[guestChoiceKey(option.name, guest)]))),
  )
    ? null
    : 'guests';
}

const num = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;

/** The query to ask for a line's price, or null when the line no longer names a priceable item. */
function priceSourceOf(line: BasketLine): PriceSource | null {
  switch (line.kind) {
    case 'product':
    case 'service':
      return { endpoint: 'getProduct', arg: line.id };
    case 'additional_service':
      return line.invoice_id
        ? { endpoint: 'getAdditionalServices', arg: { invoice_id: line.invoice_id } }
        : null;
    case 'airport_car': {
      const airportId = num(line.options['airport_id']);
      const person = num(line.options['person']);
      return Number.isInteger(airportId) && Number.isInteger(person)
        ? { endpoint: 'getAirportCars', arg: { airportId, person } }
        : null;
    }
    case 'storage': {
      const { pickup_date, dropoff_date } = line.options;
      return typeof pickup_date === 'string' && typeof dropoff_date === 'string'
        ? { endpoint: 'getStorageTypes', arg: { pickup_date, dropoff_date } }
        : null;
    }
  }
}

export const priceSourceKey = (source: PriceSource) => JSON.stringify([source.endpoint, source.arg]);

/** The distinct sources that price a basket: one query however many lines share it. */
export function priceSourcesOf(lines: BasketLine[]): PriceSource[] {
  const sources = new Map<string, PriceSource>();
  for (const line of lines) {
    const source = priceSourceOf(line);
    if (source) sources.set(priceSourceKey(source), source);
  }
  return [...sources.values()];
}

/** Subscribes to a price source (or, with `subscribe: false, forceRefetch: true`, asks for it again). */
export function requestPriceSource(
  dispatch: AppDispatch,
  source: PriceSource,
  options?: { subscribe?: boolean; forceRefetch?: boolean },
): { unsubscribe: () => void } {
  switch (source.endpoint) {
    case 'getProduct':
      return dispatch(shopApi.endpoints.getProduct.initiate(source.arg, options));
    case 'getAdditionalServices':
      return dispatch(shopApi.endpoints.getAdditionalServices.initiate(source.arg, options));
    case 'getAirportCars':
      return dispatch(servicesApi.endpoints.getAirportCars.initiate(source.arg, options));
    case 'getStorageTypes':
      return dispatch(servicesApi.endpoints.getStorageTypes.initiate(source.arg, options));
  }
}

/** A memoised selector of a price source's cache entry. */
export function selectPriceSource(source: PriceSource) {
  switch (source.endpoint) {
    case 'getProduct':
      return shopApi.endpoints.getProduct.select(source.arg);
    case 'getAdditionalServices':
      return shopApi.endpoints.getAdditionalServices.select(source.arg);
    case 'getAirportCars':
      return servicesApi.endpoints.getAirportCars.select(source.arg);
    case 'getStorageTypes':
      return servicesApi.endpoints.getStorageTypes.select(source.arg);
  }
}

/**
 * A line's price from its source's cache entry. The price stored in the basket is only what the student saw;
 * what counts is what the API says now, and a line whose item disappeared or was withdrawn is flagged.
 */
function quoteLine(line: BasketLine, result: PriceSourceResult | undefined): LineQuote {
  if (!result) return { status: 'missing' };
  if (result.isError) return isUnknownIdError(result.error) ? { status: 'missing' } : { status: 'error' };
  if (!result.data) return { status: 'loading' };
  const found = Array.isArray(result.data) ? result.data.find((item) => item.id === line.id) : result.data;
  if (!found) return { status: 'missing' };
  if (found.available === false) return { status: 'unavailable' };
  const needs = missingChoice(line, found);
  if (needs) return { status: 'incomplete', needs };
  const maxQuantity = found.max_quantity ?? (line.kind === 'airport_car' ? 1 : MAX_LINE_QUANTITY);
  return { status: 'ok', unitPrice: found.price, currency: found.currency, maxQuantity };
}

/** The basket priced line by line, its total, and whether it can be checked out. */
export function priceBasket(
  lines: BasketLine[],
  resultOf: (source: PriceSource) => PriceSourceResult | undefined,
): BasketPricing {
  const priced = lines.map((line): PricedLine => {
    const source = priceSourceOf(line);
    const quote = quoteLine(line, source ? (resultOf(source) ?? { isError: false }) : undefined);
    return { line, quote, total: quote.status === 'ok' ? quote.unitPrice * line.quantity : null };
  });
  return {
    lines: priced,
    total: priced.reduce((sum, line) => sum + (line.total ?? 0), 0),
    pending: priced.some(({ quote }) => quote.status === 'loading' || quote.status === 'error'),
    blocked: priced.some(
      ({ quote }) =>
        quote.status === 'missing' || quote.status === 'unavailable' || quote.status === 'incomplete',
    ),
  };
}
