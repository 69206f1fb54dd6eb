import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { openPanelPage, PANEL_ROUTES, routeGroups, useThemeMode } from './panel-routes';
import { expect, test } from './support';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules of those tags that read colours: all that the dark theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Rules switched off, each with the reason. Empty: every rule of the tags above runs. */
const DISABLED_RULES: Record<string, string> = {};

const LAPTOP = { name: 'laptop', width: 1280, height: 800 };
const PHONE = { name: 'phone', width: 360, height: 740 };

/**
 * Where the markup can differ, every rule runs: the laptop's and the phone's layouts differ (the menu, tables as
 * cards), so both are scanned whole in the light theme. The dark theme changes colours only, the same markup: on
 * the laptop's visit the student's own switch turns the page dark and the colour rules run again. At the phone's
 * width each page is also measured for sideways scrolling (WCAG 1.4.10, reflow); colours change no width.
 */
const WALKS = [
  { size: LAPTOP, alsoDark: true },
  { size: PHONE, alsoDark: false },
] as const;

/** The signed-out page: its own markup at each width in light, its colours in dark. */
const SIGNED_OUT_SCANS = [
  { theme: 'light', size: LAPTOP, rules: 'every rule' },
  { theme: 'light', size: PHONE, rules: 'every rule' },
  { theme: 'dark', size: LAPTOP, rules: 'colour rules' },
] as const;

/** `A11Y_ROUTES=/panel/invoices,/panel/wallet` checks only those while a fix is under way; the suite checks all. */
const ROUTES: readonly string[] = process.env['A11Y_ROUTES']?.split(',') ?? PANEL_ROUTES;
const ROUTE_GROUPS = routeGroups(ROUTES, 8);

/**
 * What a page renders after its first paint, by route: the scan starts only once it is there (with its data), so
 * the late sections are checked too. openPanelPage waits until the page has settled; this proves it did.
 */
const LATE_SECTIONS: Partial<Record<string, (page: Page) => Locator>> = {
  '/panel/dashboard': (page) => page.getByRole('list', { name: 'Your agent' }).getByRole('link').first(),
};

function hasCrossOriginFrame(page: Page): boolean {
  const { origin } = new URL(page.url());
  return page
    .frames()
    .some((frame) => frame.url() !== 'about:blank' && new URL(frame.url()).origin !== origin);
}

/** Every violation on the page, whatever its impact, one line per element: where, which rule, which element. */
async function violationsOn(
  page: Page,
  where: string,
  rules: 'every rule' | 'colour rules',
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  // axe's default run joins the frames' results in a new blank page, so that cross-origin frames are checked too
  // (the sign-in frame on /auth). A page whose frames are all the portal's own is checked whole in place
  // (`setLegacyMode`: axe.run across same-origin frames), without that extra page per scan.
  if (!hasCrossOriginFrame(page)) builder.setLegacyMode();
  if (rules === 'colour rules') builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG_TAGS);
  const results = await builder
    .disableRules(Object.keys(DISABLED_RULES))
    // Only the violations come back: the passes of a large page are most of axe's time and of the transfer.
    .options({ resultTypes: ['violations'] })
    .analyze();
  // `npm test`'s summary adds these up (tools/scripts/test-all.mjs).
  test.info().annotations.push({ type: 'axe page', description: where });
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact ?? 'no impact'}) at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/** How far the page and its main part reach beyond the viewport's right edge, in CSS px (0: no sideways scroll). */
async function sidewaysOverflow(page: Page, route: string): Promise<string[]> {
  const widths = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      viewport: window.innerWidth,
      page: document.documentElement.scrollWidth,
      main: main ? Math.max(main.scrollWidth, Math.ceil(main.getBoundingClientRect().right)) : 0,
    };
  });
  return widths.page > widths.viewport || widths.main > widths.viewport
    ? [`${route}: page ${widths.page}, main ${widths.main}, viewport ${widths.viewport}`]
    : [];
}

for (const { size, alsoDark } of WALKS) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const routes of ROUTE_GROUPS) {
      const checks = alsoDark ? 'in light, and none of colour in dark' : 'and no sideways scroll';
      test(`${routes[0]} … ${routes.at(-1)}: no WCAG A/AA violation ${checks}`, async ({ page }) => {
        test.setTimeout(routes.length * 60_000);
        await useThemeMode(page, 'light');
        const violations: string[] = [];
        const overflowing: string[] = [];
        for (const route of routes) {
          await openPanelPage(page, route, 'light');
          const late = LATE_SECTIONS[route];
          if (late) await expect(late(page)).toBeVisible();
          violations.push(...(await violationsOn(page, route, 'every rule')));
          if (size === PHONE) overflowing.push(...(await sidewaysOverflow(page, route)));
          if (alsoDark) {
            await page.getByRole('switch', { name: 'Dark mode' }).click();
            await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
            violations.push(...(await violationsOn(page, `${route} (dark)`, 'colour rules')));
          }
        }
        expect(violations, 'axe-core violations').toEqual([]);
        expect(overflowing, 'routes wider than the viewport').toEqual([]);
      });
    }
  });
}

for (const { theme, size, rules } of SIGNED_OUT_SCANS) {
  test.describe(`signed out, ${theme}, ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      storageState: { cookies: [], origins: [] },
    });

    test('/auth and the sign-in frame have no WCAG A/AA violation', async ({ page }) => {
      await useThemeMode(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/auth');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const frame = page.frameLocator('iframe[title="Student portal sign-in form"]');
      await expect(frame.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // axe-core follows the frame: the portal page and the auth host's form inside it in one analysis.
      expect(await violationsOn(page, '/auth', rules), 'axe-core violations').toEqual([]);
    });
  });
}

// The scan itself: a page with a fault it must find (an image nobody named) is reported, in the mode the walks use.
test('the scan reports a violation the page has', async ({ page }) => {
  await useThemeMode(page, 'light');
  await openPanelPage(page, '/panel/news', 'light');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    document.querySelector('main')?.append(image);
  });
  expect(await violationsOn(page, 'a page with an unnamed image', 'every rule')).toEqual([
    expect.stringMatching(/^a page with an unnamed image: image-alt \(critical\) at /),
  ]);
});
