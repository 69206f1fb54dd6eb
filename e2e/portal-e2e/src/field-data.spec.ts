import { DEMO_API_URL, expect, test, worldHeaders } from './support';

// The Reporting API batches reports for up to a minute; Chromium's switch for its own tests sends them at once. The
// browser is the config's, with that one flag more.
test.use({
  launchOptions: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const configured = workerInfo.project.use.launchOptions ?? {};
      await use({ ...configured, args: [...(configured.args ?? []), '--short-reporting-delay'] });
    },
    { scope: 'worker' },
  ],
});

interface Reports {
  fieldData: { name: string; route: string; value: number; receivedAt: string }[];
  csp: { documentURL: string; effectiveDirective: string; sample?: string; receivedAt: string }[];
}

/** What the demo back end collected: a world's (the beacons carry its cookie) or, with no headers, its own. */
async function reports(headers: Record<string, string> = {}): Promise<Reports> {
  const response = await fetch(`${DEMO_API_URL}/__demo/reports`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Reports }).data;
}

test("a student's visit reaches the collector at page hide: the dashboard's load and data on screen, per route", async ({
  page,
}) => {
  await page.goto('/panel/dashboard');
  await expect(page.getByRole('group', { name: 'Total amount due' })).toBeVisible();
  // The collector starts once the data is on screen, in idle time.
  await page.waitForFunction(() => performance.getEntriesByName('portal:field-data-started').length > 0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  // Leaving the portal hides the page: the beacon goes.
  await page.goto(`${DEMO_API_URL}/demo-auth/login`);

  await expect
    .poll(async () =>
      (await reports(worldHeaders())).fieldData
        .filter((metric) => metric.route === '/panel/dashboard')
        .map((metric) => metric.name)
        .sort(),
    )
    .toEqual(expect.arrayContaining(['LCP', 'TTFB', 'data-on-screen']));
  const { fieldData } = await reports(worldHeaders());
  for (const metric of fieldData) {
    // Route patterns only: no ids, no query.
    expect(metric.route).toMatch(/^\/panel\/[a-z-/:]*$/);
    expect(metric.value).toBeGreaterThanOrEqual(0);
  }
  const dataOnScreen = fieldData.find((metric) => metric.name === 'data-on-screen');
  expect(dataOnScreen?.value).toBeGreaterThan(0);
});

test('a violation of the Content-Security-Policy is reported to the collector', async ({
  page,
  cspViolations,
}) => {
  // Chromium sends the Reporting API's reports in batches, about once a minute.
  test.setTimeout(150_000);
  await page.goto('/panel/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The policy reports a refused style with its first characters ('report-sample'): this test's own mark.
  const mark = `e2e-${Date.now()}`;
  await page.evaluate((value) => {
    const style = document.createElement('style');
    style.textContent = `html{--field:${value}}`;
    document.head.append(style);
  }, mark);
  await expect
    .poll(() => cspViolations.some((text) => text.includes('style-src-elem blocked inline')))
    .toBe(true);
  cspViolations.length = 0;

  // The Reporting API sends no cookie: the report is in the demo back end's own world.
  await expect
    .poll(async () => (await reports()).csp.find((report) => report.sample?.includes(mark)), {
      timeout: 60_000,
    })
    .toMatchObject({
      effectiveDirective: 'style-src-elem',
      documentURL: expect.stringContaining('/panel/dashboard'),
    });
});
