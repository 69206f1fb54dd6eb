// @vitest-environment node
import fc from 'fast-check';
import { decodePaymentPayload, encodePaymentPayload } from '@portal/util';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  basketCheckouts,
  basketItemCount,
  EMPTY_BASKET,
  parseBasket,
  removeLine,
  setLineQuantity,
  type NewBasketLine,
} from './basket-store';

const newId = () => 'bsk_test';
const duvet: NewBasketLine = {
  kind: 'product',
  id: 101,
  quantity: 1,
  name: 'Duvet',
  unit_price: 45,
  currency: 'GBP',
  options: { size: 'Single' },
  invoice_id: 4,
};

function must(result: ReturnType<typeof addLine>) {
  if (!result.ok) throw new Error(result.error);
  return result.basket;
}

describe('basket store', () => {
  it('keeps each guest’s choice when tickets add up, and drops the last guests’ choices with fewer tickets', () => {
    const vip: NewBasketLine = {
      kind: 'product',
      id: 902,
      quantity: 2,
      name: 'Thames boat party: VIP ticket',
      unit_price: 45,
      currency: 'GBP',
      options: { 'meal.1': 'Fish', 'meal.2': 'Meat' },
      ticket: 'event',
    };
    let basket = must(addLine(EMPTY_BASKET, vip, newId, 4));
    basket = must(addLine(basket, { ...vip, quantity: 1, options: { 'meal.1': 'Vegetarian' } }, newId, 4));
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]).toMatchObject({
      quantity: 3,
      options: { 'meal.1': 'Fish', 'meal.2': 'Meat', 'meal.3': 'Vegetarian' },
    });
    const key = basket.lines[0]?.key ?? '';
    // A fourth guest has made no choice: the line cannot grow in the basket.
    expect(setLineQuantity(basket, key, 4)).toBe(basket);
    expect(setLineQuantity(basket, key, 2).lines[0]).toMatchObject({
      quantity: 2,
      options: { 'meal.1': 'Fish', 'meal.2': 'Meat' },
    });
  });

  it('adds up the same item with the same options, keeps different options apart, and gets an id', () => {
    let basket = must(addLine(EMPTY_BASKET, duvet, newId));
    basket = must(addLine(basket, { ...duvet, quantity: 2 }, newId));
    basket = must(addLine(basket, { ...duvet, options: { size: 'Double' } }, newId));
    expect(basket.basket_id).toBe('bsk_test');
    expect(basket.lines.map((line) => line.quantity)).toEqual([3, 1]);
    expect(basketItemCount(basket)).toBe(4);
  });

  it('refuses a quantity outside 1..max', () => {
    expect(addLine(EMPTY_BASKET, { ...duvet, quantity: 0 }, newId)).toEqual({ ok: false, error: 'quantity' });
    expect(addLine(EMPTY_BASKET, { ...duvet, quantity: 6 }, newId, 5)).toEqual({
      ok: false,
      error: 'quantity',
    });
    const basket = must(addLine(EMPTY_BASKET, { ...duvet, quantity: 5 }, newId, 5));
    expect(addLine(basket, duvet, newId, 5)).toEqual({ ok: false, error: 'quantity' });
  });

  it('changes and removes lines; an emptied basket forgets its id', () => {
    const basket = must(addLine(EMPTY_BASKET, duvet, newId));
    const key = basket.lines[0]!.key;
    expect(setLineQuantity(basket, key, 4).lines[0]!.quantity).toBe(4);
    expect(setLineQuantity(basket, key, 0)).toBe(basket);
    expect(removeLine(basket, key)).toEqual(EMPTY_BASKET);
  });

  it('splits the checkout per pay page with a payload the pay page can decode', () => {
    let basket = must(addLine(EMPTY_BASKET, duvet, newId));
    basket = must(
      addLine(
        basket,
        {
          kind: 'airport_car',
          id: 11,
          quantity: 1,
          name: 'Saloon',
          unit_price: 95,
          currency: 'GBP',
          options: { airport_id: 1, person: 2 },
        },
        newId,
      ),
    );
    basket = must(
      addLine(
        basket,
        {
          kind: 'additional_service',
          id: 301,
          quantity: 1,
          name: 'Early',
          unit_price: 30,
          currency: 'GBP',
          invoice_id: 4,
        },
        newId,
      ),
    );
    const [products, extras] = basketCheckouts(basket);
    expect(products?.type).toBe('products');
    expect(products?.invoiceId).toBe(4);
    expect(extras).toMatchObject({ type: 'additional-services', invoiceId: 4 });
    const decoded = decodePaymentPayload(encodePaymentPayload(products!.payload));
    expect(decoded).toEqual({
      ok: true,
      payload: {
        basket_id: 'bsk_test',
        items: [
          { kind: 'product', id: 101, quantity: 1, options: { size: 'Single', invoice_id: 4 } },
          { kind: 'airport_car', id: 11, quantity: 1, options: { airport_id: 1, person: 2 } },
        ],
      },
    });
  });

  it('reads anything stored by hand as a valid basket or an empty one, never a crash', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const basket = parseBasket(raw);
        expect(Array.isArray(basket.lines)).toBe(true);
      }),
    );
    expect(parseBasket(JSON.stringify({ basket_id: 'x', lines: [{ kind: 'bomb' }] }))).toEqual(EMPTY_BASKET);
  });
});
