import { openPanelPage, PANEL_ROUTES, useThemeMode } from './panel-routes';
import { expect, test } from './support';

test.use({ viewport: { width: 360, height: 740 } });

for (const theme of ['light', 'dark'] as const) {
  test(`no route scrolls sideways at 360 px, ${theme}`, async ({ page }) => {
    test.setTimeout(PANEL_ROUTES.length * 20_000);
    await useThemeMode(page, theme);
    const overflowing: string[] = [];
    for (const route of PANEL_ROUTES) {
      // Measured once the page and its sections have their data.
      await openPanelPage(page, route, theme);
      const widths = await page.evaluate(() => {
        const main = document.querySelector('main');
        return {
          viewport: window.innerWidth,
          page: document.documentElement.scrollWidth,
          main: main ? Math.max(main.scrollWidth, Math.ceil(main.getBoundingClientRect().right)) : 0,
        };
      });
      if (widths.page > widths.viewport || widths.main > widths.viewport)
        overflowing.push(`${route}: page ${widths.page}, main ${widths.main}, viewport ${widths.viewport}`);
    }
    expect(overflowing, 'routes wider than the viewport').toEqual([]);
  });
}
