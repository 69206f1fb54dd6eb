import { expect, test } from './support';

test('dark mode survives a reload, painted before the app starts', async ({ page }) => {
  await page.goto('/panel/dashboard');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

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
