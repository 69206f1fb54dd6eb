import { DEMO_API_URL, expect, test, worldHeaders } from './support';

interface Reports {
  fieldData: { name: string; route: string; value: number; receivedAt: string }[];
}

/** What the demo back end collected in the test's world (the beacons carry its cookie). */
async function reports(headers: Record<string, string>): Promise<Reports> {
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
