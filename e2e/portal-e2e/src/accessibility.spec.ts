import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { openPanelPage, PANEL_ROUTES, useThemeMode } from './panel-routes';
import { expect, test } from './support';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rules switched off, each with the reason. Empty: every rule of the tags above runs. */
const DISABLED_RULES: Record<string, string> = {};

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

/** `A11Y_ROUTES=/panel/invoices,/panel/wallet` checks only those while a fix is under way; the suite checks all. */
const ROUTES: readonly string[] = process.env['A11Y_ROUTES']?.split(',') ?? PANEL_ROUTES;

/**
 * What a page renders after its first paint, by route: the scan starts only once it is there (with its data), so
 * the late sections are checked too. openPanelPage waits until the page has settled; this proves it did.
 */
const LATE_SECTIONS: Partial<Record<string, (page: Page) => Locator>> = {
  '/panel/dashboard': (page) => page.getByRole('list', { name: 'Your agent' }).getByRole('link').first(),
};

let pagesChecked = 0;

/** Every violation on the page, whatever its impact, one line per element: where, which rule, which element. */
async function violationsOn(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .disableRules(Object.keys(DISABLED_RULES))
    // Only the violations come back: the passes of a large page are most of axe's time and of the transfer.
    .options({ resultTypes: ['violations'] })
    .analyze();
  pagesChecked += 1;
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact ?? 'no impact'}) at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

test.afterAll(() => {
  console.log(`accessibility: ${pagesChecked} pages checked with axe-core (${WCAG_TAGS.join(', ')})`);
});

for (const theme of THEMES) {
  for (const size of WIDTHS) {
    test.describe(`${theme}, ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('every panel route has no WCAG A/AA violation', async ({ page }) => {
        test.setTimeout(ROUTES.length * 60_000);
        await useThemeMode(page, theme);
        const violations: string[] = [];
        for (const route of ROUTES) {
          await openPanelPage(page, route, theme);
          const late = LATE_SECTIONS[route];
          if (late) await expect(late(page)).toBeVisible();
          violations.push(...(await violationsOn(page, route)));
        }
        expect(violations, 'axe-core violations').toEqual([]);
      });

      test.describe('signed out', () => {
        test.use({ storageState: { cookies: [], origins: [] } });

        test('/auth and the sign-in frame have no WCAG A/AA violation', async ({ page }) => {
          await useThemeMode(page, theme);
          await page.emulateMedia({ colorScheme: theme });
          await page.goto('/auth');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const frame = page.frameLocator('iframe[title="Student portal sign-in form"]');
          await expect(frame.getByRole('button', { name: 'Sign in' })).toBeVisible();
          // axe-core follows the frame: the portal page and the auth host's form inside it in one analysis.
          expect(await violationsOn(page, '/auth'), 'axe-core violations').toEqual([]);
        });
      });
    });
  }
}
