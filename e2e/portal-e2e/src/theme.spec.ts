import { expect, expectSignedInAs, test } from './support';

test('dark mode survives a reload, painted before the app starts', async ({ page }) => {
  await page.goto('/panel/dashboard');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // redux-persist writes the interface state a moment after the change.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-theme-mode'))).toBe('dark');

  // Block the app's scripts: the first paint (inline script only) must already be dark.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.route('**/src/main.tsx', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(20, 20, 20)');

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
});

test('the spec key decides the theme: an older persisted "light" never turns a dark page light', async ({
  page,
}) => {
  await page.goto('/panel/dashboard');
  // Signed in first: a reload while the session is being refreshed would cancel the refresh's answer after the
  // demo API has already turned the refresh token over, and the reloaded page would find itself signed out.
  await expectSignedInAs(page);
  await page.evaluate(() => {
    localStorage.setItem('user-theme-mode', 'dark');
    localStorage.setItem(
      'persist:interface',
      JSON.stringify({
        sidebarExpanded: 'false',
        darkMode: 'false',
        _persist: '{"version":-1,"rehydrated":true}',
      }),
    );
  });
  // Record every theme the page paints from the first script on, then load the app.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { themesSeen: string[] }).themesSeen = seen;
    new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-theme') ?? '')).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['data-theme'] },
    );
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const seen = await page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen);
  expect(seen).not.toContain('light');
  expect(await page.evaluate(() => localStorage.getItem('user-theme-mode'))).toBe('dark');
});

test.describe('on a phone in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the portal is dark from the first paint until the student chooses, then keeps their choice', async ({
    page,
  }) => {
    // The first paint (inline script only, the app's scripts blocked) already follows the system.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.route('**/src/main.tsx', (route) => route.abort());
    await page.goto('/panel/dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.unrouteAll();

    await page.goto('/panel/dashboard');
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('user-theme-mode'))).toBeNull();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user-theme-mode'))).toBe('light');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
