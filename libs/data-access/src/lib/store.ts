import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { api, TRANSLATED_TAG } from './api/api';
import type { StoreExtra } from './api/base-query';
import { basketListeners, followBasketInOtherTabs } from './basket/basket-persistence';
import { keptBasket } from './basket/basket-store';
import { basketSlice, isBasketChange } from './basket/basket-slice';
import { persistedPaymentsReducer } from './payments/payments-persistence';
import { paymentsSlice } from './payments/payments-slice';
import { paypalApprovalListeners } from './payments/paypal-approvals';
import { profileApi } from './profile/profile-api';
import {
  asEstimateCountry,
  interfaceSlice,
  languageChosen,
  type InterfaceState,
} from './interface/interface-slice';
import { asLanguage } from '@portal/util';
import { followSystemTheme } from './interface/system-theme';
import { notificationsSlice } from './notifications/notifications-slice';
import { clearTokenCookies, hasAccessCookie, writeTokenCookies } from './session/cookies';
import { rememberReturnPath } from './session/return-path';
import { announceSignOut, followSignOutInOtherTabs } from './session/session-sync';
import { asThemeMode } from './storage/browser-storage';
import { createPersistStorage } from './storage/persist-storage';
import {
  sessionExpired,
  sessionSlice,
  signedOut,
  studentLoaded,
  tokensReceived,
} from './session/session-slice';

/** Persisted interface state waits this long for storage before it gives up (redux-persist's `timeout`). */
const PERSIST_TIMEOUT_MS = 5000;
/** Focus refetches are de-duplicated over this window, so switching tabs back and forth asks the API once. */
export const FOCUS_DEDUPE_MS = 10_000;

// The interface state, all of it, through redux-persist, on the browser storage's one road
// (storage/persist-storage.ts, which lays the theme's choice and the language out under the plain keys read before
// the first paint). What is shown (`darkMode`) follows from the choice, so a `darkMode` left in `persist:interface`
// by an older version is never read, and the PayPal approvals an older version kept here are payments' own now
// (payments/payments-persistence.ts reads them from here once). redux-persist keeps its own state in the reducer it makes (what it wrote
// last, a purge), so each store gets its own.
const persistedInterfaceReducer = () =>
  persistReducer<InterfaceState>(
    {
      key: 'interface',
      storage: createPersistStorage(),
      timeout: PERSIST_TIMEOUT_MS,
      whitelist: ['sidebarExpanded', 'chosenTheme', 'language', 'estimateCountry'],
      stateReconciler: (inbound, _original, reduced) => {
        const chosenTheme =
          inbound?.chosenTheme === undefined ? reduced.chosenTheme : asThemeMode(inbound.chosenTheme);
        return {
          ...reduced,
          sidebarExpanded:
            typeof inbound?.sidebarExpanded === 'boolean' ? inbound.sidebarExpanded : reduced.sidebarExpanded,
          chosenTheme,
          darkMode: chosenTheme === null ? reduced.darkMode : chosenTheme === 'dark',
          language: inbound?.language === undefined ? reduced.language : asLanguage(inbound.language),
          estimateCountry: asEstimateCountry(inbound?.estimateCountry),
        };
      },
    },
    interfaceSlice.reducer,
  );

const createRootReducer = () =>
  combineReducers({
    [api.reducerPath]: api.reducer,
    [sessionSlice.name]: sessionSlice.reducer,
    [interfaceSlice.name]: persistedInterfaceReducer(),
    [notificationsSlice.name]: notificationsSlice.reducer,
    [basketSlice.name]: basketSlice.reducer,
    [paymentsSlice.name]: persistedPaymentsReducer(),
  });

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export interface StoreOptions {
  /** Reloads the page; the session-expiry path calls it. Tests pass a spy. */
  reload?: () => void;
}

function sessionListeners(extra: StoreExtra) {
  const listener = createListenerMiddleware<RootState>();

  listener.startListening({
    actionCreator: tokensReceived,
    effect: (action, { dispatch, getOriginalState }) => {
      writeTokenCookies(action.payload);
      // A new login (maybe of another student) starts from an empty cache: nothing of the last one shows.
      if (!getOriginalState().session.tokens) dispatch(api.util.resetApiState());
    },
  });

  listener.startListening({
    actionCreator: sessionExpired,
    effect: (_action, { dispatch }) => {
      const hadAccessCookie = hasAccessCookie();
      clearTokenCookies();
      dispatch(api.util.resetApiState());
      rememberReturnPath(`${window.location.pathname}${window.location.search}`);
      if (hadAccessCookie) extra.reload();
    },
  });

  listener.startListening({
    actionCreator: signedOut,
    effect: (action, { dispatch }) => {
      // A sign-out in another tab has emptied the cookies already, and the next student may be signing in there.
      if (!action.payload?.inOtherTab) {
        clearTokenCookies();
        announceSignOut();
      }
      dispatch(api.util.resetApiState());
    },
  });

  listener.startListening({
    matcher: profileApi.endpoints.getProfile.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(studentLoaded(action.payload));
    },
  });

  // A saved profile shows in the header at once, without waiting for a refetch.
  listener.startListening({
    matcher: profileApi.endpoints.updateProfile.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(studentLoaded(action.payload));
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

  listener.startListening({
    actionCreator: languageChosen,
    effect: (_action, { dispatch, getState, getOriginalState }) => {
      const language = getState().interface.language;
      // Content on screen is asked for again in the new language (it stays as it was until the answer is in);
      // the rest is dropped from the cache, so nothing in the last language shows later.
      if (getOriginalState().interface.language !== language)
        dispatch(api.util.invalidateTags([TRANSLATED_TAG]));
    },
  });

  return listener.middleware;
}

export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: StoreExtra = {
    reload: options.reload ?? (() => window.location.reload()),
    auth: { refreshing: null, generation: 0 },
  };
  return configureStore({
    reducer: createRootReducer(),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionListeners(extra), basketListeners(), paypalApprovalListeners())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;

/** Starts persistence and the focus/online listeners for the app's store (not needed in unit tests). */
export function startStore(store: AppStore) {
  const persistor = persistStore(store);
  let lastFocusRefetch = Date.now();
  const stopBasketSync = followBasketInOtherTabs(store);
  const stopSessionSync = followSignOutInOtherTabs(store);
  const stopSystemTheme = followSystemTheme(store);
  const stopApiListeners = setupListeners(
    store.dispatch,
    (dispatch, { onFocus, onFocusLost, onOnline, onOffline }) => {
      const handleFocus = () => {
        if (document.visibilityState === 'hidden') return dispatch(onFocusLost());
        // Offline, a refetch can only fail and turn a page's cached data into an error; reconnecting refetches.
        if (!navigator.onLine) return;
        const now = Date.now();
        if (now - lastFocusRefetch < FOCUS_DEDUPE_MS) return;
        lastFocusRefetch = now;
        dispatch(onFocus());
      };
      const handleOnline = () => dispatch(onOnline());
      const handleOffline = () => dispatch(onOffline());
      window.addEventListener('visibilitychange', handleFocus, false);
      window.addEventListener('focus', handleFocus, false);
      window.addEventListener('online', handleOnline, false);
      window.addEventListener('offline', handleOffline, false);
      return () => {
        window.removeEventListener('visibilitychange', handleFocus);
        window.removeEventListener('focus', handleFocus);
        window.removeEventListener('online', handleOnline);
        window.removeEventListener('offline', handleOffline);
      };
    },
  );
  const stopListeners = () => {
    stopApiListeners();
    stopBasketSync();
    stopSessionSync();
    stopSystemTheme();
  };
  return { persistor, stopListeners };
}
