import { isSafeImageUrl, type SessionTokens } from '@portal/api-contract';
import type { Language } from '@portal/util';
import { apiConfig } from '../config';

/** How long an early answer waits for its query; later, the query asks again. */
const EARLY_ANSWER_MS = 30_000;

interface EarlyRequest {
  startedAt: number;
  authorization: string;
  language: Language;
  response: Promise<Response>;
}

const early = new Map<string, EarlyRequest>();

/**
 * The dashboard's GET requests, as its route prefetch (route-prefetch.ts) asks for them (a test keeps the two
 * lists equal): the entry can start them before the portal's code has arrived.
 */
export const DASHBOARD_EARLY_PATHS = [
  '/student_portal/invoices?outstanding=true&sort=due_date&order=asc&per_page=5',
  '/student_portal/profile',
  '/banners',
  '/student_portal/placement',
  '/student_portal/accommodation',
  '/student_portal/agent',
  '/news?page=1&per_page=3',
  '/promotions',
] as const;

const BANNERS_PATH = '/banners';

/**
 * The dashboard's largest picture (its first banner, the LCP) is asked for as soon as the early banners are in, not
 * once the portal's code has read them: a copy of the answer is read here, the picture's URL checked as the
 * contract checks it (http(s) or data:image only). Anything unexpected asks for nothing.
 */
async function preloadFirstBanner(response: Promise<Response>): Promise<void> {
  try {
    const answer = await response;
    if (!answer.ok) return;
    const body: unknown = await answer.clone().json();
    const banners = (body as { data?: unknown } | null)?.data;
    const image = Array.isArray(banners) ? (banners[0] as { image?: unknown } | undefined)?.image : undefined;
    if (typeof image === 'string' && isSafeImageUrl(image)) preloadPicture(image);
  } catch {
    // Not JSON, or the network failed: the banners' query reports it.
  }
}

const bearer = (tokens: Pick<SessionTokens, 'access'>) => `Bearer ${tokens.access}`;

/**
 * Render-as-you-fetch from the very start (issue 15): the entry sends a signed-in page's first GET requests with the
 * session's tokens and the student's language (the base query's headers) while the portal's code downloads. Each
 * answer waits here for the base query, which takes it instead of asking again (`fetchWithEarlyAnswers`): the
 * envelope, a 401's refresh and the validation apply to it as to any answer. An answer no query takes within
 * EARLY_ANSWER_MS is dropped.
 */
export function startEarlyRequests(
  paths: readonly string[],
  tokens: SessionTokens,
  language: Language,
): void {
  const authorization = bearer(tokens);
  for (const path of paths) {
    const url = `${apiConfig.apiUrl}${path}`;
    if (early.has(url)) continue;
    const response = fetch(url, {
      headers: {
        accept: 'application/json',
        'accept-language': language,
        authorization,
        XRefreshToken: tokens.refresh,
      },
    });
    // Unclaimed, a failure is nobody's: the query that claims it sees it.
    response.catch(() => undefined);
    if (path === BANNERS_PATH) void preloadFirstBanner(response);
    early.set(url, { startedAt: Date.now(), authorization, language, response });
  }
}

/**
 * The base query's fetch: a GET that an early request already sent, with the same token and language, takes that
 * answer (once); everything else goes to the network.
 */
export function fetchWithEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && init === undefined ? input : null;
  const found = request?.method === 'GET' ? early.get(request.url) : undefined;
  if (request && found) {
    early.delete(request.url);
    const fresh = Date.now() - found.startedAt < EARLY_ANSWER_MS;
    const same =
      found.authorization === request.headers.get('authorization') &&
      found.language === request.headers.get('accept-language');
    if (fresh && same) return found.response;
  }
  return fetch(input, init);
}

/** Drops every early answer not taken yet (tests). */
export function dropEarlyAnswers(): void {
  early.clear();
}

/**
 * Asks for a picture the page will show first (its largest, e.g. the dashboard's first banner) before the page has
 * rendered its `<img>`: the browser's preload cache hands the same file to the image when it appears.
 */
export function preloadPicture(url: string | null | undefined): void {
  const asked = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) => link.getAttribute('href') === url,
  );
  if (!url || asked) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', url);
  document.head.append(link);
}
