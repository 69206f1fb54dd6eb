import type { Page } from '@playwright/test';
import { expect } from './support';

/**
 * Every panel route of the menu and paths.ts, plus one of each {id}/{slug} route with the demo data of Ana Silva
 * (libs/shared/api-mocks seeds: invoice 4, booking invoice 2 (Ana's stay), order 5001, request 1, subscription gym-quarterly-1, ...).
 * The journeys that visit every page (accessibility.spec.ts, bad-day-failures.spec.ts) share this list.
 */
export const PANEL_ROUTES = [
  '/panel/dashboard',
  '/panel/dashboard2',
  '/panel/invoices',
  '/panel/invoices/4',
  '/panel/pay/invoice/4',
  '/panel/payments',
  '/panel/orders',
  '/panel/orders/5001',
  '/panel/support-center',
  '/panel/create-ticket',
  '/panel/request',
  '/panel/tickets',
  '/panel/tickets/1',
  '/panel/myids',
  '/panel/letters',
  '/panel/user',
  '/panel/shops',
  '/panel/shops/2',
  '/panel/shops/2/1',
  '/panel/shops/2/1/101',
  '/panel/services/visa_consultation',
  '/panel/services/1/home-services',
  '/panel/services/1/home-services/2/10',
  '/panel/services/1/home-services/2/10/201',
  '/panel/services/2/airport-pickup',
  '/panel/services/3/storage-service/2',
  '/panel/additional-services',
  '/panel/additional-services/2',
  '/panel/additional-services/2/1',
  '/panel/additional-services/2/1/301',
  '/panel/basket',
  '/panel/onboarding-packs',
  '/panel/membership',
  '/panel/subscription',
  '/panel/subscriptions/gym-quarterly-1',
  '/panel/news',
  '/panel/news/winter-closing-dates',
  '/panel/promotions',
  '/panel/promotions/riverside-gym-first-month-free',
  '/panel/events',
  '/panel/events/1',
  '/panel/ventrata',
  '/panel/booking',
  '/panel/wallet',
  '/panel/hubby',
  '/panel/bank-account',
  '/panel/flight-ticket',
  '/panel/demo',
] as const;

/**
 * A walk over many routes split into tests of `size` routes each, in order: Playwright's workers share the tests,
 * and each test pays its browser context's start (its world, the portal's first load) once for several pages.
 */
export function routeGroups(routes: readonly string[], size: number): string[][] {
  return Array.from({ length: Math.ceil(routes.length / size) }, (_, group) =>
    routes.slice(group * size, (group + 1) * size),
  );
}

/** The loading states of a page and of its sections (PageSpinner, SectionStates, antd Spin). */
export const SPINNERS = 'main .ant-spin-spinning, main .ui-spinner';

/**
 * Waits until the page has settled: no loading state in its main part, and nothing added to or removed from the
 * page for a moment. Sections that render after the first paint (the dashboard's AfterFirstPaint) and data shown
 * through a deferred value arrive after the first spinners are gone; a check made before would never see them.
 */
export async function waitUntilSettled(page: Page, limitMs = 20_000, quietMs = 300): Promise<void> {
  await expect(page.locator(SPINNERS)).toHaveCount(0, { timeout: limitMs });
  const settled = await page.evaluate(
    ({ quiet, spinners, limit }) =>
      new Promise<boolean>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = (result: boolean) => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(giveUp);
          resolve(result);
        };
        const wait = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            if (document.querySelector(spinners)) wait();
            else finish(true);
          }, quiet);
        };
        const observer = new MutationObserver(wait);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const giveUp = setTimeout(() => finish(false), limit);
        wait();
      }),
    { quiet: quietMs, spinners: SPINNERS, limit: limitMs },
  );
  expect(settled, `${page.url()} still changing or loading after ${limitMs / 1000} s`).toBe(true);
}

/** Opens a panel route in the given theme and waits until the page and its sections have their data. */
export async function openPanelPage(page: Page, route: string, theme: 'light' | 'dark'): Promise<void> {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // A busy machine may take a while.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await waitUntilSettled(page);
}

/** Makes every page of the test open in this theme (`user-theme-mode`, the key index.html's first paint reads). */
export async function useThemeMode(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((mode) => localStorage.setItem('user-theme-mode', mode), theme);
}
