import {
  combineSlices,
  createAction,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
  type Reducer,
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
import { asKeepOnDevice, asThemeMode } from './storage/browser-storage';
import type { KeptStart } from './kept/kept-answers';
import { startKeeping } from './kept/kept-keeper';
import { createPersistStorage } from './storage/persist-storage';
import { sessionExpired, sessionSlice, signedOut, tokensReceived } from './session/session-slice';

/** A domain's part joined a store made before it loaded (its state is there from this action on). */
const storePartAdded = createAction<string>('store/partAdded');

/** Persisted interface state waits this long for storage before it gives up (redux-persist's `timeout`). */
const PERSIST_TIMEOUT_MS = 5000;
/** Focus refetches are de-duplicated over this window, so switching tabs back and forth asks the API once. */
export const FOCUS_DEDUPE_MS = 10_000;

// The interface state, all of it, through redux-persist, on the browser storage's one road
// (storage/persist-storage.ts, which lays the theme's choice and the language out under the plain keys read before
// the first paint). What is shown (`darkMode`) follows from the choice, so a `darkMode` left in `persist:interface`
// by an older version is never read, and the PayPal approvals an older version kept here are payments' own now
// (libs/payments/data-access's payments-persistence.ts reads them from here once). redux-persist keeps its own
// state in the reducer it makes (what it wrote last, a purge), so each store gets its own.
const persistedInterfaceReducer = () =>
  persistReducer<InterfaceState>(
    {
      key: 'interface',
      storage: createPersistStorage(),
      timeout: PERSIST_TIMEOUT_MS,
      whitelist: ['sidebarExpanded', 'chosenTheme', 'language', 'estimateCountry', 'keepOnDevice'],
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
          keepOnDevice:
            inbound?.keepOnDevice === undefined
              ? reduced.keepOnDevice
              : asKeepOnDevice(inbound.keepOnDevice) !== 'off',
        };
      },
    },
    interfaceSlice.reducer,
  );

/**
 * What a domain adds to every store (docs/architecture.md, "The store"): its state, its listeners and what follows
 * the browser once the app's store starts. Made anew for each store: redux-persist keeps its own state in the reducer
 * it makes, and a listener middleware in its own.
 */
export interface StorePart {
  /** Its domain (its scope): adding a domain's part again replaces it. */
  domain: string;
  /** The domain's state by its key in the root state (RTK's combineSlices takes them beside the shared slices). */
  reducers?: () => Record<string, Reducer>;
  /** Its listeners (createListenerMiddleware's middleware). */
  listeners?: () => Middleware[];
  /** Started with the app's store (startStore), e.g. following another tab; returns the stop. */
  follow?: (store: AppStore) => () => void;
}

/** The parts every store is made of, by domain; shared code names no domain. */
const storeParts = new Map<string, StorePart>();

/** The stores made so far, each with the way a part joins it (held weakly: a test's store goes with its test). */
const liveStores = new Set<WeakRef<object>>();
const joinerOf = new WeakMap<object, (part: StorePart) => void>();

/**
 * A domain's data access adds its part as it loads (its entry does): every store made afterwards has it, and the
 * stores made before take its reducers and listeners then (RTK's `inject` into the root reducer and a dynamic
 * middleware), as a test's store does when the page under test loads its domain lazily. The shell names the parts
 * it needs (`StoreOptions.parts`), so the app's store has them, persisted state included, from its first action.
 */
export function addStorePart(part: StorePart): StorePart {
  storeParts.set(part.domain, part);
  for (const ref of liveStores) {
    const store = ref.deref();
    if (store) joinerOf.get(store)?.(part);
    else liveStores.delete(ref);
  }
  return part;
}

/** The shared slices; each part's state is injected beside them (RTK's `combineSlices(...).inject`). */
const createRootReducer = () =>
  combineSlices(api, sessionSlice, notificationsSlice, {
    [interfaceSlice.name]: persistedInterfaceReducer(),
  }).withLazyLoadedSlices<DomainStates>();

/**
 * The state every store has (the shared slices), and each domain's, which the domain's data access declares here
 * (TypeScript's declaration merging, as RTK's `LazyLoadedSlices`): `declare module '@portal/data-access' { interface
 * DomainStates { basket: BasketState } }`.
 */
interface SharedState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  session: ReturnType<typeof sessionSlice.reducer>;
  interface: InterfaceState & { _persist?: unknown };
  notifications: ReturnType<typeof notificationsSlice.reducer>;
}
// Empty here: each domain's data access adds its state.
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface DomainStates {}
export type RootState = SharedState & DomainStates;

export interface StoreOptions {
  /** Reloads the page; the session-expiry path calls it. Tests pass a spy. */
  reload?: () => void;
  /** Parts this store must have, whatever has loaded so far (the shell's: the domains every page needs). */
  parts?: StorePart[];
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
  for (const part of options.parts ?? []) addStorePart(part);
  const extra: StoreExtra = {
    reload: options.reload ?? (() => window.location.reload()),
    auth: { refreshing: null, generation: 0 },
  };
  const rootReducer = createRootReducer();
  const domainListeners = createDynamicMiddleware();
  const join = (part: StorePart) => {
    for (const [reducerPath, reducer] of Object.entries(part.reducers?.() ?? {}))
      rootReducer.inject({ reducerPath, reducer } as never);
    domainListeners.addMiddleware(...(part.listeners?.() ?? []));
  };
  for (const part of storeParts.values()) join(part);
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionListeners(extra), domainListeners.middleware)
        .concat(api.middleware),
  });
  joinerOf.set(store, (part) => {
    join(part);
    // An injected slice's state is in the store from its next action: this one.
    store.dispatch(storePartAdded(part.domain));
  });
  liveStores.add(new WeakRef(store));
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;

/**
 * Starts persistence and the focus/online listeners for the app's store (not needed in unit tests); with `kept`
 * (kept/kept-answers.ts `readKeptOnStart`), the answers kept on the device go into the store and new ones are kept.
 */
export function startStore(store: AppStore, { kept }: { kept?: KeptStart | null } = {}) {
  const persistor = persistStore(store);
  const stopKeeping = kept ? startKeeping(store, kept) : () => undefined;
  let lastFocusRefetch = Date.now();
  const stopParts = [...storeParts.values()].map((part) => part.follow?.(store) ?? (() => undefined));
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
    stopKeeping();
    stopApiListeners();
    for (const stop of stopParts) stop();
    stopSessionSync();
    stopSystemTheme();
  };
  return { persistor, stopListeners };
}
