import { setupMockApi } from '@portal/api-mocks/testing';
import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it } from 'vitest';
import { profileApi } from '@portal/profile/data-access';
import { shopApi } from './shop-api';
import { sidebarToggled } from '@portal/data-access';
import { signedOut, tokensReceived } from '@portal/data-access';
import { setupStore, startStore, type AppStore } from '@portal/data-access';
import { addToBasket, lineQuantitySet, lineRemoved, selectBasket, selectBasketCount } from './basket-slice';
import { basketStorageKey, type NewBasketLine } from './basket-store';
// The shop's part of every store, as the lib's entry adds it.
import './shop-store';

const { signIn, db } = setupMockApi();
afterEach(() => window.localStorage.clear());

const notebooks: NewBasketLine = {
  kind: 'product',
  id: 105,
  quantity: 2,
  name: 'Notebook bundle',
  unit_price: 9.99,
  currency: 'GBP',
  invoice_id: 4,
};

const stored = (studentId: number) =>
  JSON.parse(window.localStorage.getItem(basketStorageKey(studentId)) ?? 'null');

/** A store whose student has been loaded, as the shell's first profile request does. */
async function signedInStore(email?: string): Promise<AppStore> {
  signIn(email);
  const store = setupStore();
  await store.dispatch(profileApi.endpoints.getProfile.initiate());
  return store;
}

function add(store: AppStore, line: NewBasketLine = notebooks) {
  const result = store.dispatch(addToBasket(line));
  if (!result.ok) throw new Error(result.error);
  return store.getState().basket.basket;
}

describe('basket slice', () => {
  it('refuses to take anything before the student is known', () => {
    signIn();
    const store = setupStore();
    expect(store.dispatch(addToBasket(notebooks))).toEqual({ ok: false, error: 'full' });
    expect(window.localStorage.length).toBe(0);
  });

  it('writes each change under portal-basket:<student_id> in the stored format, and drops the key when emptied', async () => {
    const store = await signedInStore();
    const basket = add(store);
    expect(basket.basket_id).toMatch(/^bsk_[0-9a-f]{24}$/);
    expect(stored(1001)).toEqual({
      basket_id: basket.basket_id,
      lines: [
        {
          kind: 'product',
          id: 105,
          quantity: 2,
          name: 'Notebook bundle',
          unit_price: 9.99,
          currency: 'GBP',
          invoice_id: 4,
          key: 'product:105:4:[]',
          options: {},
        },
      ],
    });
    store.dispatch(lineQuantitySet({ key: 'product:105:4:[]', quantity: 5 }));
    expect(stored(1001).lines[0].quantity).toBe(5);
    expect(selectBasketCount(store.getState())).toBe(5);
    store.dispatch(lineRemoved('product:105:4:[]'));
    expect(window.localStorage.getItem(basketStorageKey(1001))).toBeNull();
    expect(selectBasket(store.getState())).toEqual({ basket_id: null, lines: [] });
  });

  it('restores the basket stored before (by this or an earlier version) when the page reloads', async () => {
    const before = add(await signedInStore());
    const store = setupStore();
    expect(selectBasket(store.getState()).lines).toEqual([]);
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(selectBasket(store.getState())).toEqual(before);
  });

  it('reads an unreadable stored basket as an empty one', async () => {
    window.localStorage.setItem(basketStorageKey(1001), '{"basket_id":"x","lines":[{"kind":"bomb"}]}');
    const store = await signedInStore();
    expect(selectBasket(store.getState())).toEqual({ basket_id: null, lines: [] });
  });

  it('gives each student their own basket when students switch in one tab', async () => {
    const store = await signedInStore();
    add(store);
    store.dispatch(signedOut());
    expect(selectBasket(store.getState()).lines).toEqual([]);
    expect(store.dispatch(addToBasket(notebooks))).toEqual({ ok: false, error: 'full' });

    store.dispatch(tokensReceived(signIn('demo2@student.test')));
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(store.getState().session.student?.student_id).toBe(1002);
    expect(selectBasket(store.getState()).lines).toEqual([]);
    add(store, { ...notebooks, quantity: 1 });
    expect(stored(1002).lines).toMatchObject([{ id: 105, quantity: 1 }]);
    expect(stored(1001).lines).toMatchObject([{ id: 105, quantity: 2 }]);

    store.dispatch(signedOut());
    store.dispatch(tokensReceived(signIn()));
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(selectBasketCount(store.getState())).toBe(2);
  });

  it('persists nothing of the store but the interface state and the basket', async () => {
    const store = await signedInStore();
    const persistor = persistStore(store);
    add(store);
    store.dispatch(sidebarToggled());
    await store.dispatch(shopApi.endpoints.getProduct.initiate(105));
    await persistor.flush();
    expect(Object.keys(window.localStorage).sort()).toEqual(['persist:interface', 'portal-basket:1001']);
    expect(Object.keys(JSON.parse(window.localStorage.getItem('persist:interface') ?? '{}')).sort()).toEqual([
      '_persist',
      // The currency chosen for estimates is interface state too.
      'estimateCountry',
      'sidebarExpanded',
    ]);
    persistor.pause();
  });

  it('follows a change another tab made to the same basket', async () => {
    const store = await signedInStore();
    const { stopListeners } = startStore(store);
    add(store);
    const otherTab = { ...stored(1001), lines: [{ ...stored(1001).lines[0], quantity: 7 }] };
    const event = (studentId: number) =>
      new StorageEvent('storage', { key: basketStorageKey(studentId), newValue: JSON.stringify(otherTab) });
    window.dispatchEvent(event(1002));
    expect(selectBasketCount(store.getState())).toBe(2);
    window.dispatchEvent(event(1001));
    expect(selectBasketCount(store.getState())).toBe(7);
    stopListeners();
  });

  it('empties itself once an order paid from it shows up, even if the orders came first', async () => {
    window.localStorage.setItem(
      basketStorageKey(1001),
      JSON.stringify({
        basket_id: 'bsk_paid',
        lines: [{ ...notebooks, key: 'product:105:4:[]', options: {} }],
      }),
    );
    db.shop.createOrderFromPayment(
      1001,
      { basket_id: 'bsk_paid', items: [{ kind: 'product', id: 105, quantity: 2 }] },
      'pay_x',
    );
    signIn();
    const store = setupStore();
    await store.dispatch(shopApi.endpoints.getOrders.initiate());
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(selectBasket(store.getState()).lines).toEqual([]);
    expect(window.localStorage.getItem(basketStorageKey(1001))).toBeNull();
  });
});
