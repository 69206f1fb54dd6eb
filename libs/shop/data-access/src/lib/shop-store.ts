import { addStorePart } from '@portal/data-access';
import { basketListeners, followBasketInOtherTabs } from './basket-persistence';
import { basketSlice, type BasketState } from './basket-slice';

declare module '@portal/data-access' {
  interface DomainStates {
    basket: BasketState;
  }
}

/**
 * The shop's part of every store (docs/architecture.md, "The store"): the student's basket, kept in this browser
 * under the student's key as it changes, and followed in the app's other tabs.
 */
export const shopStorePart = addStorePart({
  domain: 'shop',
  reducers: () => ({ [basketSlice.name]: basketSlice.reducer }),
  listeners: () => [basketListeners()],
  follow: followBasketInOtherTabs,
});
