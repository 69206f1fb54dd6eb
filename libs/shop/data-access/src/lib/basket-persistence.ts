import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { studentLoaded, type api, type SessionState } from '@portal/data-access';
import { shopApi } from './shop-api';
import { basketStorageKey, keptBasket, parseBasket } from './basket-store';
import { basketCleared, basketLoaded, isBasketChange, type BasketState } from './basket-slice';

interface BasketRootState {
  basket: BasketState;
  session: SessionState;
  api: ReturnType<typeof api.reducer>;
}

/**
 * Each student's basket is kept in the browser (data-access's storage/browser-storage.ts), written on every change,
 * read here when the student becomes known, and emptied once an order paid from it shows up.
 */
export function basketListeners() {
  const listener = createListenerMiddleware<BasketRootState>();

  listener.startListening({
    actionCreator: studentLoaded,
    effect: (action, { dispatch, getState }) => {
      const studentId = action.payload.student_id;
      if (getState().basket.studentId === studentId) return;
      dispatch(basketLoaded({ studentId, basket: keptBasket(studentId).read() }));
    },
  });

  // The student's basket is kept in this browser as it changes (the interface state is redux-persist's).
  listener.startListening({
    predicate: (action) => isBasketChange(action),
    effect: (_action, { getState }) => {
      const { basket } = getState();
      if (basket.studentId !== null) keptBasket(basket.studentId).write(basket.basket);
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
