import { DATA_ON_SCREEN_MARK } from '@portal/util';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router-dom';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCollector, toFieldMetric } from './collector';
import { startFieldData } from './field-data';
import { routeOf } from './route-of';

const COLLECTOR = 'https://collector.example.com/field-data';
const received: unknown[] = [];
const server = setupServer(
  http.post(COLLECTOR, async ({ request }) => {
    received.push(JSON.parse(await request.text()));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  received.length = 0;
  performance.clearMarks();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterAll(() => server.close());

/** The portal's panel routes, as the shell nests them (relative paths under /panel). */
function panelRouter(url: string) {
  return createMemoryRouter(
    [
      {
        path: '/panel',
        children: [
          { path: 'dashboard', element: null },
          { path: 'invoices', children: [{ path: ':invoiceId', element: null }] },
        ],
      },
    ],
    { initialEntries: [url] },
  );
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('field data', () => {
  it('sends the data on screen per route pattern at page hide, with no id, query or student in it', async () => {
    const router = panelRouter('/panel/dashboard?student_id=1001&email=ana%40example.com');
    performance.mark(DATA_ON_SCREEN_MARK);
    const load = vi.fn(() => Promise.resolve({ startCollector }));
    stops.push(startFieldData(router, { url: COLLECTOR, sampleRate: 1 }, { load }));
    // The collector's code loads once the data is on screen, in idle time.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await router.navigate('/panel/invoices/4711?from=dashboard');
    hidePage();

    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      metrics: [{ name: 'data-on-screen', route: '/panel/dashboard', value: expect.any(Number) }],
    });
    const sent = JSON.stringify(received);
    for (const personal of ['1001', 'ana', '4711', '?', 'student']) expect(sent).not.toContain(personal);
    // The measures of the page shown at hide are the route pattern's.
    expect(routeOf(router)).toBe('/panel/invoices/:invoiceId');

    // Sent once: a second hide with nothing new sends nothing.
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });

  it('sends no data on screen for a dashboard reached from another page (its time would count that page too)', async () => {
    const router = panelRouter('/panel/invoices');
    const load = vi.fn(() => Promise.resolve({ startCollector }));
    stops.push(startFieldData(router, { url: COLLECTOR, sampleRate: 1 }, { load }));
    await router.navigate('/panel/dashboard');
    performance.mark(DATA_ON_SCREEN_MARK);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it("keeps of an interaction only the element's kind, the interaction's type and its times", () => {
    const inp = {
      name: 'INP',
      value: 184.25,
      rating: 'needs-improvement',
      delta: 184.25,
      id: 'v5-1700000000000-42',
      navigationType: 'navigate',
      entries: [{ name: 'pointerup' }],
      attribution: {
        interactionTarget: 'tr#invoice-4711>td.amount',
        interactionTargetElement: document.body,
        interactionType: 'pointer',
        interactionTime: 1000,
        nextPaintTime: 1184,
        inputDelay: 12.5,
        processingDuration: 120,
        presentationDelay: 51.75,
        loadState: 'complete',
        longAnimationFrameEntries: [],
        processedEventEntries: [],
      },
    } as unknown as MetricWithAttribution;
    expect(toFieldMetric(inp, '/panel/invoices/:invoiceId')).toEqual({
      name: 'INP',
      route: '/panel/invoices/:invoiceId',
      value: 184.25,
      rating: 'needs-improvement',
      navigationType: 'navigate',
      attribution: {
        interactionTarget: 'tr#invoice-_>td.amount',
        interactionType: 'pointer',
        inputDelay: 12.5,
        processingDuration: 120,
        presentationDelay: 51.75,
      },
    });
  });

  it('loads and sends nothing for a page load sampled out', async () => {
    const load = vi.fn();
    stops.push(
      startFieldData(
        panelRouter('/panel/dashboard'),
        { url: COLLECTOR, sampleRate: 0.25 },
        { random: () => 0.5, load },
      ),
    );
    performance.mark(DATA_ON_SCREEN_MARK);
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it('loads and sends nothing without an endpoint', async () => {
    const load = vi.fn();
    stops.push(startFieldData(panelRouter('/panel/dashboard'), { url: '', sampleRate: 1 }, { load }));
    performance.mark(DATA_ON_SCREEN_MARK);
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });
});
