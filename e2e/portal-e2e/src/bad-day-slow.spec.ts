import { API_CALLS } from './bad-days';
import { expect, test } from './support';

/** Every API answer 4 s late. */
const API_LATENCY_MS = 4_000;
/** Chrome DevTools' "Fast 3G" for the app's own files: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1_440 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const ROUTES = ['/panel/dashboard', '/panel/invoices/4', '/panel/payments'];

type Frame = 'splash' | 'loading' | 'shell' | 'content' | 'error' | 'blank';

/**
 * What each painted frame shows, from the first one: the boot splash, a loading state, the layout with its page
 * still empty, the page's content, an error, or nothing at all. Only the changes are kept.
 */
function recordFrames() {
  const frames: Array<{ at: number; state: string }> = [];
  (window as unknown as { badDayFrames: typeof frames }).badDayFrames = frames;
  const visible = (element: Element | null) =>
    element !== null && (element as HTMLElement).offsetParent !== null;
  const sample = () => {
    const root = document.getElementById('root');
    const splash = document.querySelector('.boot-splash');
    // Until the page's markup has arrived, the browser still shows the last page: nothing to judge yet.
    if (!root && !splash) {
      requestAnimationFrame(sample);
      return;
    }
    let state: string;
    if (root?.querySelector('.ui-result-error, .ui-notice-error')) state = 'error';
    else if ([...(root?.querySelectorAll('.ui-spinner, .ant-spin-spinning') ?? [])].some(visible))
      state = 'loading';
    else if (visible(root?.querySelector('main h1') ?? null)) state = 'content';
    else if (root && root.childElementCount > 0) state = 'shell';
    // The splash is fixed in place: it has no offsetParent, its style says whether it shows.
    else if (splash && getComputedStyle(splash).display !== 'none') state = 'splash';
    else state = 'blank';
    if (frames.at(-1)?.state !== state) frames.push({ at: Math.round(performance.now()), state });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

test.use({ serviceWorkers: 'block' });

test('4 s of API latency on a 3G network: the first paint is a loading state, then the data, nothing times out', async ({
  page,
  context,
}) => {
  test.setTimeout(ROUTES.length * 60_000);
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  await context.route(
    (url) => API_CALLS(url),
    async (route) => {
      if (route.request().method() !== 'OPTIONS')
        await new Promise((resolve) => setTimeout(resolve, API_LATENCY_MS));
      await route.fallback();
    },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await page.addInitScript(recordFrames);

  const figures: string[] = [];
  for (const route of ROUTES) {
    const started = Date.now();
    await page.goto(route, { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('main .ui-spinner, main .ant-spin-spinning')).toHaveCount(0, {
      timeout: 45_000,
    });
    const recorded = () =>
      page.evaluate(
        () => (window as unknown as { badDayFrames: Array<{ at: number; state: Frame }> }).badDayFrames,
      );
    // The recorder samples once a frame: under load the content can be in the DOM (what the locators above saw)
    // before the frame that paints it has run, so wait for that frame before reading what the frames showed.
    await expect.poll(async () => (await recorded()).at(-1)?.state, { timeout: 10_000 }).toBe('content');
    const frames = await recorded();
    const states = frames.map((frame) => frame.state);
    figures.push(`${route} ${states.join(' > ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(states, `${route}: what its frames showed`).not.toContain('blank');
    expect(states, `${route}: what its frames showed`).not.toContain('error');
    // Before any content: the splash, then a loading state (the layout alone may show in between).
    const firstContent = states.indexOf('content');
    expect(states.slice(0, firstContent), `${route}: before its content`).toContain('loading');
    expect(states.at(-1)).toBe('content');
  }
  const figure = `bad days: slow network (API +${API_LATENCY_MS / 1000} s, Fast 3G): ${figures.join('; ')}`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(failedRequests, 'requests that failed or timed out').toEqual([]);
});
