import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type RetryOptions,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiConfig } from '../config';
import type { SessionTokens } from '@portal/api-contract';
import { offlineActionToast, toastQueued, toToast } from '../notifications/notifications-slice';
import { sessionExpired, tokensReceived, type SessionState } from '../session/session-slice';
import type { InterfaceState } from '../interface/interface-slice';

/** What the store hands every thunk and query; set per store so tests never share a refresh in flight. */
export interface StoreExtra {
  reload: () => void;
  auth: { refreshing: Promise<boolean> | null; generation: number };
}

const REFRESH_PATH = '/auth/refresh_token';
const MAX_RETRIES = 2;

/** GET parameters in the query, arrays repeated (`a=1&a=2`), empty values left out. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search.toString();
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiConfig.apiUrl,
  paramsSerializer: serializeParams,
  prepareHeaders: (headers, { getState, arg }) => {
    const state = getState() as { session: SessionState; interface: InterfaceState };
    // A sponsor's call carries their link's secret only: never the student's tokens of this browser.
    const tokens = isSponsorCall(arg) ? null : state.session.tokens;
    if (tokens?.access && !headers.has('authorization'))
      headers.set('authorization', `Bearer ${tokens.access}`);
    if (tokens?.refresh && !headers.has('XRefreshToken')) headers.set('XRefreshToken', tokens.refresh);
    // The API answers its content in the student's language where it has it (docs/api.md).
    headers.set('accept-language', state.interface.language);
    return headers;
  },
});

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

function tokensIn(body: unknown): Partial<SessionTokens> | null {
  const candidates = [body, (body as { data?: unknown } | null)?.data];
  for (const candidate of candidates) {
    if (!candidate || typeof candidate !== 'object') continue;
    const found: Partial<SessionTokens> = {};
    for (const key of ['access', 'refresh', 'student_portal_token'] as const) {
      const value = (candidate as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) found[key] = value;
    }
    if (Object.keys(found).length > 0) return found;
  }
  return null;
}

/** Unwraps the API envelope: the payload is in `data`; tokens and a notification may ride along. */
const envelopeBaseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const body = result.error ? result.error.data : result.data;
  if (body && typeof body === 'object') {
    const toast = toToast((body as { notification?: unknown }).notification);
    if (toast) api.dispatch(toastQueued(toast));
    const tokens = isSponsorCall(args) ? null : tokensIn(body);
    if (tokens && !result.error) api.dispatch(tokensReceived(tokens));
  }
  if (result.error) return { error: result.error, meta: result.meta };
  const data =
    body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : (body ?? null);
  return { data, meta: result.meta };
};

function isAuthCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return url.startsWith('/auth/');
}

/** The sponsor's endpoints (docs/api.md "Sponsors"): outside the student's session, so never re-authenticated. */
export const SPONSOR_PATH_PREFIX = '/sponsor/';

function isSponsorCall(args: string | FetchArgs): boolean {
  return (typeof args === 'string' ? args : args.url).startsWith(SPONSOR_PATH_PREFIX);
}

async function refreshSession(api: BaseQueryApi): Promise<boolean> {
  const extra = api.extra as StoreExtra;
  const refresh = (api.getState() as { session: SessionState }).session.tokens?.refresh;
  if (refresh) {
    const result = await rawBaseQuery(
      { url: REFRESH_PATH, method: 'POST', headers: { XRefreshToken: refresh }, body: { refresh } },
      api,
      {},
    );
    const tokens = result.data ? tokensIn(result.data) : null;
    if (tokens?.access) {
      api.dispatch(tokensReceived(tokens));
      extra.auth.generation += 1;
      return true;
    }
  }
  api.dispatch(sessionExpired());
  return false;
}

/**
 * A 401 gets one refresh, shared by every request that failed meanwhile; the request is retried once.
 * The generation tells a late 401 (sent with the old token, answered after a successful refresh)
 * to simply retry with the new token instead of refreshing again.
 */
const reauthBaseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const { auth } = api.extra as StoreExtra;
  const generationAtStart = auth.generation;
  const result = await envelopeBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || isAuthCall(args) || isSponsorCall(args)) return result;

  if (auth.generation === generationAtStart) {
    auth.refreshing ??= refreshSession(api).finally(() => {
      auth.refreshing = null;
    });
    if (!(await auth.refreshing)) return result;
  }

  const retried = await envelopeBaseQuery(args, api, extraOptions);
  if (retried.error?.status === 401) api.dispatch(sessionExpired());
  return retried;
};

function isRetryable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  // A 5xx whose body is no JSON (a proxy's error page) is still a 5xx.
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' && status >= 500;
}

/**
 * Only a query that failed on the network or with a 5xx is worth another try; anything else (a 4xx, an answer
 * that is no JSON, any mutation, which must not be sent twice) bails out of `retry` at once.
 */
const bailingBaseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const result = await reauthBaseQuery(args, api, extraOptions);
  if (result.error && !(api.type === 'query' && isRetryable(result.error)))
    retry.fail(result.error, result.meta);
  return result;
};

/**
 * How `retry` waits between tries: its own jittered exponential backoff (about 600 ms, then 1200 ms, each times a
 * random 0.4 to 1.4), so the tabs and students an outage failed together do not all come back at the same moment.
 * The pages' tests, which serve failures on purpose, retry at once (`@portal/data-access/testing`): a pause is
 * time spent there, not behaviour to wait for; base-query's own spec holds the backoff.
 */
export const retryOptions: RetryOptions = { maxRetries: MAX_RETRIES };

/** Queries that failed on the network or with a 5xx are tried twice more; 4xx and mutations never. */
const retryingBaseQuery = retry(bailingBaseQuery, retryOptions);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * An action (a mutation) that could not reach the API while the browser is offline says so in a toast,
 * once, after the retry wrapper has finished; the error still goes to the page, which shows it as usual.
 * Queries stay quiet: their pages show their cached data or their own error state.
 */
export const baseQuery: typeof retryingBaseQuery = async (args, api, extraOptions) => {
  const result = await retryingBaseQuery(args, api, extraOptions);
  const error = result.error as FetchBaseQueryError | undefined;
  if (api.type === 'mutation' && error?.status === 'FETCH_ERROR' && isOffline()) {
    api.dispatch(toastQueued(offlineActionToast));
  }
  return result;
};
