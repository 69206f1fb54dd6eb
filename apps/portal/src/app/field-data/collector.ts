import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { routeOf, type RouterState } from './route-of';

/** Made once the collector runs, so a test (or a developer) knows the beacons will go at page hide. */
export const COLLECTOR_STARTED_MARK = 'portal:field-data-started';

export interface CollectorStart {
  url: string;
  router: RouterState;
  /** The route the page was loaded on: its LCP and TTFB are that route's. */
  landingRoute: string;
}

export interface DataMark {
  value: number;
  route: string;
}

export interface Collector {
  addDataMark(mark: DataMark): void;
  stop(): void;
}

/** One measure as it leaves the browser: a route pattern, numbers and, for INP, what kind of element it was. */
export interface FieldMetric {
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'data-on-screen';
  route: string;
  value: number;
  rating?: string;
  navigationType?: string;
  attribution?: {
    interactionTarget?: string;
    interactionType?: string;
    inputDelay?: number;
    processingDuration?: number;
    presentationDelay?: number;
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A CSS selector without the digits an element's id or class may carry (a record's id never leaves). */
const withoutDigits = (selector: string | undefined) => selector?.replace(/\d+/g, '_').slice(0, 200);

/** What is kept of web-vitals' metric: never its entries, its element, its URL nor its id. */
export function toFieldMetric(metric: MetricWithAttribution, route: string): FieldMetric {
  const field: FieldMetric = {
    name: metric.name as FieldMetric['name'],
    route,
    value: round(metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
  };
  if (metric.name === 'INP') {
    const { interactionTarget, interactionType, inputDelay, processingDuration, presentationDelay } =
      metric.attribution;
    field.attribution = {
      interactionTarget: withoutDigits(interactionTarget),
      interactionType,
      inputDelay: round(inputDelay),
      processingDuration: round(processingDuration),
      presentationDelay: round(presentationDelay),
    };
  }
  return field;
}

/** Sends the measures gathered since the last page hide as one beacon (fetch with keepalive where there is none). */
function send(url: string, metrics: FieldMetric[]) {
  // A string goes as text/plain, which needs no CORS preflight: the beacon reaches another origin's collector.
  const body = JSON.stringify({ metrics });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/** Gathers the measures and sends them, batched, each time the page is hidden. */
export function startCollector({ url, router, landingRoute }: CollectorStart): Collector {
  let queue: FieldMetric[] = [];
  const flush = () => {
    if (queue.length === 0) return;
    send(url, queue);
    queue = [];
  };
  // The load's measures are the landing route's; an interaction's and a shift's, the route shown at the time.
  const ofLanding = (metric: MetricWithAttribution) => queue.push(toFieldMetric(metric, landingRoute));
  const ofCurrent = (metric: MetricWithAttribution) => queue.push(toFieldMetric(metric, routeOf(router)));
  onTTFB(ofLanding);
  onLCP(ofLanding);
  onINP(ofCurrent);
  onCLS(ofCurrent);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  performance.mark(COLLECTOR_STARTED_MARK);
  return {
    addDataMark: ({ route, value }) =>
      void queue.push({ name: 'data-on-screen', route, value: round(value) }),
    stop: () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      queue = [];
    },
  };
}
