import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';

/** How the mock back end answers the lib's requests; the toolbar switches it. */
export const MOCK_MODES = ['normal', 'slow', 'empty', 'failing', 'notFound'] as const;
export type MockMode = (typeof MOCK_MODES)[number];

/** Long enough to look at a page's loading state. */
export const SLOW_MS = 3000;

/**
 * Everything the pages ask of the product API. Sign-in and token refresh (`/auth/*`) always answer, so
 * the workshop's session holds in every mode.
 */
const LIB_REQUESTS = '*/student_portal/*';

/** The handlers, behind one that bends the lib's requests to the current mode first. */
export function withMockModes(handlers: RequestHandler[], mode: () => MockMode): RequestHandler[] {
  return [
    http.all(LIB_REQUESTS, async ({ request }) => {
      switch (mode()) {
        case 'slow':
          await delay(SLOW_MS);
          return undefined;
        case 'failing':
          return HttpResponse.json(
            { error: { code: 'workshop_failure', message: 'The workshop made this request fail.' } },
            { status: 500 },
          );
        case 'notFound':
          return HttpResponse.json(
            { error: { code: 'not_found', message: 'The workshop answered "not found".' } },
            { status: 404 },
          );
        case 'empty': {
          if (request.method !== 'GET') return undefined;
          const answer = await getResponse(handlers, request);
          return answer ? emptied(answer) : undefined;
        }
        default:
          return undefined;
      }
    }),
    ...handlers,
  ];
}

/** The same answer with its lists emptied: a list itself, or the lists in an object (e.g. `{ items: [] }`). */
async function emptied(answer: Response): Promise<Response> {
  if (!answer.ok) return answer;
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => undefined);
  if (!body || typeof body !== 'object' || !('data' in body)) return answer;
  const data = (body as { data: unknown }).data;
  const empty = Array.isArray(data)
    ? []
    : data && typeof data === 'object'
      ? Object.fromEntries(
          Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? [] : value]),
        )
      : data;
  return HttpResponse.json({ ...body, data: empty }, { status: answer.status });
}
