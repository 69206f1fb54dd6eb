// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceBasket, priceSourceKey, priceSourcesOf, type PriceSourceResult } from './basket-pricing';
import { basketLineKey, type BasketLine } from './basket-store';

function line(partial: Pick<BasketLine, 'kind' | 'id' | 'quantity'> & Partial<BasketLine>): BasketLine {
  const full = {
    name: 'Item',
    unit_price: 1,
    currency: 'GBP',
    options: {},
    invoice_id: 4,
    ...partial,
  } as BasketLine;
  return { ...full, key: basketLineKey(full) };
}

const product = (id: number, price: number, available = true) => ({
  id,
  price,
  currency: 'GBP',
  available,
  max_quantity: 5,
});

describe('basket pricing', () => {
  it('asks one query per source, however many lines share it', () => {
    const lines = [
      line({ kind: 'product', id: 1, quantity: 1 }),
      line({ kind: 'product', id: 1, quantity: 1, options: { size: 'Double' } }),
      line({ kind: 'additional_service', id: 301, quantity: 1 }),
      line({ kind: 'additional_service', id: 302, quantity: 1 }),
      line({ kind: 'airport_car', id: 11, quantity: 1, options: { airport_id: 1, person: 2 } }),
      line({ kind: 'airport_car', id: 12, quantity: 1, options: { airport_id: 'x' } }),
    ];
    expect(priceSourcesOf(lines)).toEqual([
      { endpoint: 'getProduct', arg: 1 },
      { endpoint: 'getAdditionalServices', arg: { invoice_id: 4 } },
      { endpoint: 'getAirportCars', arg: { airportId: 1, person: 2 } },
    ]);
  });

  it('prices the lines from today’s API answers, flags the gone and withdrawn ones, and totals the rest', () => {
    const lines = [
      line({ kind: 'product', id: 1, quantity: 2, unit_price: 40 }),
      line({ kind: 'product', id: 2, quantity: 1 }),
      line({ kind: 'product', id: 3, quantity: 1 }),
      line({ kind: 'airport_car', id: 11, quantity: 1, options: { airport_id: 1, person: 2 } }),
      line({ kind: 'airport_car', id: 12, quantity: 1, options: { airport_id: 1, person: 2 } }),
      line({ kind: 'storage', id: 1, quantity: 1 }),
    ];
    const answers: Record<string, PriceSourceResult> = {
      [priceSourceKey({ endpoint: 'getProduct', arg: 1 })]: { isError: false, data: product(1, 45) },
      [priceSourceKey({ endpoint: 'getProduct', arg: 2 })]: { isError: false, data: product(2, 9, false) },
      [priceSourceKey({ endpoint: 'getProduct', arg: 3 })]: { isError: true, error: { status: 404 } },
      [priceSourceKey({ endpoint: 'getAirportCars', arg: { airportId: 1, person: 2 } })]: {
        isError: false,
        data: [{ id: 11, price: 95, currency: 'GBP' }],
      },
    };
    const pricing = priceBasket(lines, (source) => answers[priceSourceKey(source)]);
    expect(pricing.lines.map(({ quote }) => quote.status)).toEqual([
      'ok',
      'unavailable',
      'missing',
      'ok',
      'missing',
      'missing',
    ]);
    expect(pricing.lines[0]).toMatchObject({ quote: { unitPrice: 45, maxQuantity: 5 }, total: 90 });
    expect(pricing.lines[3]).toMatchObject({ quote: { maxQuantity: 1 }, total: 95 });
    expect(pricing).toMatchObject({ total: 185, pending: false, blocked: true });
  });

  it('waits while a price loads or could not be checked', () => {
    const lines = [line({ kind: 'product', id: 1, quantity: 1 })];
    expect(priceBasket(lines, () => undefined)).toMatchObject({ pending: true, blocked: false, total: 0 });
    const failed = priceBasket(lines, () => ({ isError: true, error: { status: 500 } }));
    expect(failed.lines[0]?.quote).toEqual({ status: 'error' });
    expect(failed.pending).toBe(true);
  });
});
