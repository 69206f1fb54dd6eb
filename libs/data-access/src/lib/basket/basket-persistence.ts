import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { api } from '../api/api';
import { shopApi } from '../endpoints/shop';
import { studentLoaded, type SessionState } from '../session/session-slice';
import { basketStorageKey, EMPTY_BASKET, parseBasket, type Basket } from './basket-store';
import { basketCleared, basketLoaded, isBasketChange, type BasketState } from './basket-slice';

interface BasketRootState {
  basket: BasketState;
  session: SessionState;
  api: ReturnType<typeof api.reducer>;
}

function readStoredBasket(studentId: number): Basket {
  try {
    return parseBasket(window.localStorage.getItem(basketStorageKey(studentId)));
  } catch {
    return EMPTY_BASKET;
  }
}

function storeBasket(studentId: number, basket: Basket): void {
  try {
    if (basket.lines.length) window.localStorage.setItem(basketStorageKey(studentId), JSON.stringify(basket));
    else window.localStorage.removeItem(basketStorageKey(studentId));
  } catch {
    // Storage may be unavailable or full; the basket then lasts for this visit only.
  }
}

/**
 * Keeps the basket slice and the browser in step: each student's basket lives under
 * `portal-basket:<student_id>` (the only store state besides the interface that is kept), is read when the
 * student becomes known, written on every change, and emptied once an order paid from it shows up.
 */
export function basketListeners() {
  const listener = createListenerMiddleware<BasketRootState>();

  listener.startListening({
    actionCreator: studentLoaded,
    effect: (action, { dispatch, getState }) => {
      const studentId = action.payload.student_id;
      if (getState().basket.studentId === studentId) return;
      dispatch(basketLoaded({ studentId, basket: readStoredBasket(studentId) }));
    },
  });

  listener.startListening({
    matcher: isBasketChange,
    effect: (_action, { getState }) => {
      const { studentId, basket } = getState().basket;
      if (studentId !== null) storeBasket(studentId, basket);
    },
  });

  // The payment side never touches the basket: the basket recognises its own basket_id in the orders.
  listener.startListening({
    matcher: isAnyOf(shopApi.endpoints.getOrders.matchFulfilled, basketLoaded),
    effect: (_action, { dispatch, getState }) => {
      const state = getState();
      const basketId = state.basket.basket.basket_id;
      const orders = shopApi.endpoints.getOrders.select()(state).data;
      if (basketId && orders?.some((order) => order.basket_id === basketId && order.status === 'paid'))
        dispatch(basketCleared());
    },
  });

  return listener.middleware;
}

/** Another tab of the same student changes the same basket; this tab follows. Returns the remover. */
export function followBasketInOtherTabs(store: {
  getState: () => { basket: BasketState };
  dispatch: (action: ReturnType<typeof basketLoaded>) => unknown;
}): () => void {
  const onStorage = (event: StorageEvent) => {
    const { studentId } = store.getState().basket;
    if (studentId === null || event.key !== basketStorageKey(studentId)) return;
    store.dispatch(basketLoaded({ studentId, basket: parseBasket(event.newValue) }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
