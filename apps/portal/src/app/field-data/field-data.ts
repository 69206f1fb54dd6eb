import { DATA_ON_SCREEN_MARK } from '@portal/util';
import type { Collector, CollectorStart, DataMark } from './collector';
import { routeOf, type RouterState } from './route-of';

export interface FieldDataSettings {
  url: string;
  sampleRate: number;
}

/** A page that never makes the data mark starts its collector this long after its load. */
const START_AFTER_LOAD_MS = 5_000;

/**
 * Field data of real students: web-vitals' LCP, INP, CLS and TTFB and the data-on-screen mark, per route pattern,
 * sent as one beacon at page hide. Nothing runs before the data shows: the collector's code (web-vitals with it) is
 * loaded once the page marked its data on screen, or a while after its load, in idle time; its observers read the
 * entries the browser buffered meanwhile. An unset endpoint or a page load sampled out loads nothing.
 */
export function startFieldData(
  router: RouterState,
  { url, sampleRate }: FieldDataSettings,
  {
    random = Math.random,
    load = () => import('./collector'),
  }: {
    random?: () => number;
    load?: () => Promise<{ startCollector: (start: CollectorStart) => Collector }>;
  } = {},
): () => void {
  if (!url || random() >= sampleRate || typeof PerformanceObserver === 'undefined') return () => undefined;
  const landingRoute = routeOf(router);
  let started = false;
  let stopped = false;
  let collector: Collector | null = null;
  let dataMark: DataMark | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (started) return;
    started = true;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => {
      void load().then(({ startCollector }) => {
        if (stopped) return;
        collector = startCollector({ url, router, landingRoute });
        if (dataMark) collector.addDataMark(dataMark);
      });
    });
  };
  // The mark counts from the page's start: it is the landing route's data on screen only when made there (a student
  // who went on to the dashboard from another page would add the time spent on that one). It may come after the
  // collector started (a slow answer): it is handed over then.
  const marks = new PerformanceObserver((list) => {
    const mark = list.getEntriesByName(DATA_ON_SCREEN_MARK)[0];
    if (!mark) return;
    marks.disconnect();
    if (routeOf(router) === landingRoute) {
      dataMark = { value: mark.startTime, route: landingRoute };
      collector?.addDataMark(dataMark);
    }
    start();
  });
  marks.observe({ type: 'mark', buffered: true });
  const afterLoad = () => (timer = setTimeout(start, START_AFTER_LOAD_MS));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // The portal unmounted (a test's): nothing more is measured nor sent from this start.
  return () => {
    stopped = true;
    started = true;
    marks.disconnect();
    clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
    collector?.stop();
  };
}
