import { describe, expect, it } from 'vitest';
import { ShopStore } from './shop-store';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const store = () => new ShopStore(() => NOW);

describe('ShopStore.createOrderFromPayment', () => {
  it('prices the paid items from the catalog and files a paid order under the student with the basket id', () => {
    const shop = store();
    const result = shop.createOrderFromPayment(
      1001,
      {
        basket_id: 'bsk_abc',
        items: [
          { kind: 'product', id: 101, quantity: 2, options: { size: 'Double', invoice_id: 4 } },
          { kind: 'airport_car', id: 11, quantity: 1, options: { person: 2 } },
          { kind: 'additional_service', id: 301, quantity: 1 },
        ],
      },
      'pay_1',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({
      status: 'paid',
      basket_id: 'bsk_abc',
      payment_id: 'pay_1',
      invoice_id: 4,
      amount: 215,
    });
    expect(result.order.items.map((item) => [item.name, item.quantity, item.amount])).toEqual([
      ['Duvet and pillow set', 2, 90],
      ['Airport pickup: Saloon', 1, 95],
      ['Early check-in', 1, 30],
    ]);
    expect(shop.listOrders(1001)[0]?.id).toBe(result.order.id);
    expect(shop.findOrder(1002, result.order.id)).toBeUndefined();
  });

  it('is idempotent per payment id', () => {
    const shop = store();
    const payload = { items: [{ kind: 'product' as const, id: 105, quantity: 1 }] };
    const first = shop.createOrderFromPayment(1001, payload, 'pay_same');
    const second = shop.createOrderFromPayment(1001, payload, 'pay_same');
    expect(first.ok && second.ok && first.order.id === second.order.id).toBe(true);
    expect(shop.listOrders(1001)).toHaveLength(3);
  });

  it('refuses unavailable or unknown items, too many of one, and an empty payload', () => {
    const shop = store();
    expect(
      shop.createOrderFromPayment(1001, { items: [{ kind: 'product', id: 104, quantity: 1 }] }, 'p1').ok,
    ).toBe(false);
    expect(
      shop.createOrderFromPayment(1001, { items: [{ kind: 'product', id: 999, quantity: 1 }] }, 'p2').ok,
    ).toBe(false);
    expect(
      shop.createOrderFromPayment(1001, { items: [{ kind: 'product', id: 106, quantity: 2 }] }, 'p3').ok,
    ).toBe(false);
    expect(shop.createOrderFromPayment(1001, { items: [] }, 'p4').ok).toBe(false);
    expect(shop.listOrders(1001)).toHaveLength(2);
  });

  it('prices storage by the days between the dates', () => {
    const result = store().createOrderFromPayment(
      1001,
      {
        items: [
          {
            kind: 'storage',
            id: 1,
            quantity: 3,
            options: { pickup_date: '2026-12-01', dropoff_date: '2026-12-11' },
          },
        ],
      },
      'pay_s',
    );
    expect(result.ok && result.order.amount).toBe(15);
  });
});

describe('ShopStore.checkStorageDates', () => {
  it.each([
    ['2026-11-22', '2026-11-23', true],
    ['2026-11-21', '2026-11-23', false],
    ['2026-11-25', '2026-11-25', false],
    ['2026-11-25', '2026-11-24', false],
    ['25/11/2026', '2026-11-30', false],
  ])('%s to %s valid: %s', (pickup, dropoff, valid) => {
    expect(store().checkStorageDates(pickup, dropoff).ok).toBe(valid);
  });
});
