import type { Locator, Page } from '@playwright/test';
import { expect, test, DEMO_STUDENT } from './support';

// The strings below are the translations in the libs' i18n/ar.ts and i18n/zh-CN.ts files (and demo-api's sign-in
// page); a changed translation changes them here too.

interface Snapshot {
  lang: string;
  dir: string;
}

declare global {
  interface Window {
    __languageSeen?: { parsed?: Snapshot; rendered?: Snapshot };
  }
}

/**
 * Remembers `language` as a student's earlier choice would have, and records `<html lang dir>` twice, before any
 * of the portal's own scripts ran: when the parser reaches `#root` (only index.html's inline script has run; the
 * module script waits for the end of parsing) and when the first render puts something into `#root`.
 */
async function rememberLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (window.location.port !== '8080') return;
    if (window.localStorage.getItem('user-language') === null) {
      window.localStorage.setItem('user-language', stored);
    }
    const seen: NonNullable<Window['__languageSeen']> = {};
    window.__languageSeen = seen;
    const snapshot = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && !seen.parsed) seen.parsed = snapshot();
      if (root?.firstElementChild && !seen.rendered) {
        seen.rendered = snapshot();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, language);
}

/** A value as a right-to-left string carries it: isolated by the first-strong isolate and its end (libs/shared/ui i18n). */
const isolated = (value: string) => `\u2068${value}\u2069`;

// The portal renders once its stage has loaded (after the load event): callers poll until it has.
// The portal renders once its stage has loaded (maybe after the load event): callers poll until it has.
const firstPaint = (page: Page) => page.evaluate(() => window.__languageSeen);

/**
 * A value as the student reads it on the screen: its characters ordered by where they are drawn, top to bottom
 * and left to right (each character's box from a Range), spaces left out. In a right-to-left page a phone number
 * that is not isolated draws as "0110 7946 20 44+", which this reads as "0110794620 44+" without the space.
 */
const drawnText = (value: Locator) =>
  value.evaluate((element) => {
    const boxes: { char: string; x: number; y: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const char = text.charAt(index);
        // Spaces, and the invisible isolate marks a translated string may carry, have no glyph to read.
        if (/[\s\u2066-\u2069]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        boxes.push({ char, x: box.left + box.width / 2, y: Math.round(box.top + box.height / 2) });
      }
    }
    boxes.sort((a, b) => a.y - b.y || a.x - b.x);
    return boxes.map((box) => box.char).join('');
  });

/** Reads `value` where it shows (the first on the page), drawn in order, and in a page that runs right to left. */
async function expectDrawnIntact(page: Page, value: string): Promise<void> {
  const shown = page.getByText(value, { exact: true }).first();
  await expect(shown).toBeVisible();
  expect(
    await shown.evaluate((element) => getComputedStyle(element.parentElement ?? element).direction),
  ).toBe('rtl');
  expect(await drawnText(shown), `"${value}" as drawn`).toBe(value.replace(/\s/g, ''));
}

// Each journey walks through four pages (one signs in first): more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

test.describe('in Arabic', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a student signs in, opens an invoice, its pay page and writes a request, right to left', async ({
    page,
  }) => {
    await rememberLanguage(page, 'ar');
    await page.goto('/panel/invoices');
    await expect(page).toHaveURL(/\/auth$/);
    await expect
      .poll(() => firstPaint(page))
      .toEqual({
        parsed: { lang: 'ar', dir: 'rtl' },
        rendered: { lang: 'ar', dir: 'rtl' },
      });
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toBeVisible();

    // The demo sign-in page follows the portal's language.
    const frame = page.frameLocator('iframe[title="نموذج تسجيل الدخول إلى بوابة الطلاب"]');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول إلى بوابة الطلاب');
    await frame.getByLabel('البريد الإلكتروني').fill(DEMO_STUDENT.email);
    await frame.getByLabel('كلمة المرور').fill(DEMO_STUDENT.password);
    await frame.getByRole('button', { name: 'تسجيل الدخول' }).click();

    await expect(page).toHaveURL(/\/panel\/invoices$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'الفواتير' })).toBeVisible();
    await expect(page.getByRole('button', { name: `قائمة حساب ${isolated(DEMO_STUDENT.name)}` })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    // The sidebar sits on the right.
    const viewport = page.viewportSize();
    const sider = await page.locator('aside').first().boundingBox();
    expect(viewport && sider && sider.x > viewport.width / 2).toBe(true);

    await page.getByRole('link', { name: 'INV-000106' }).click();
    await expect(page).toHaveURL(/\/panel\/invoices\/6$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`الفاتورة ${isolated('INV-000106')}`);
    await page.getByRole('link', { name: 'ادفع', exact: true }).click();
    await expect(page).toHaveURL(/\/panel\/pay\/invoice\/6$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `ادفع الفاتورة ${isolated('INV-000106')}`,
    );

    const subject = `طلب تجريبي ${Date.now()}`;
    await page.goto('/panel/create-ticket');
    await expect(page.getByRole('heading', { level: 1, name: 'طلب جديد' })).toBeVisible();
    await expect(page.getByLabel('الموضوع')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('الموضوع').fill(subject);
    await page.getByRole('radio', { name: 'السكن' }).check();
    await page.getByLabel('الرسالة').fill('الماء الساخن لا يعمل منذ الأمس.');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('in Arabic, what reads left to right', () => {
  test('phone numbers, an address, an IBAN and a reference read as written, not reversed', async ({
    page,
  }) => {
    await rememberLanguage(page, 'ar');
    await page.goto('/panel/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'سكنك' })).toBeVisible({ timeout: 20_000 });

    // The residence's phone, the agent's phone and the residence's address, on the dashboard.
    await expectDrawnIntact(page, '+44 20 7946 0110');
    await expectDrawnIntact(page, '+55 11 91234-5678');
    await expectDrawnIntact(page, '12 Market Street, London E1 6AN');

    // The bank transfer on its way for INV-000106: its instructions in the payment timeline.
    await page.goto('/panel/invoices/6');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('INV-000106', { timeout: 20_000 });
    await expectDrawnIntact(page, 'GB33DEMO12345612345678');
    await expectDrawnIntact(page, 'PAY-4003-BR');
  });
});

test('in Simplified Chinese: invoices, an invoice, its pay page and a new request; then back to English', async ({
  page,
}) => {
  await rememberLanguage(page, 'zh-CN');
  await page.goto('/panel/invoices');
  await expect
    .poll(() => firstPaint(page))
    .toEqual({
      parsed: { lang: 'zh-CN', dir: 'ltr' },
      rendered: { lang: 'zh-CN', dir: 'ltr' },
    });
  await expect(page.getByRole('heading', { level: 1, name: '发票' })).toBeVisible({ timeout: 20_000 });
  const userMenu = page.getByRole('button', { name: `${DEMO_STUDENT.name} 的账户菜单` });
  await expect(userMenu).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'INV-000106' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('发票 INV-000106');
  // antd spaces out a two-character Chinese button label (支 付).
  await page.getByRole('link', { name: /^支\s?付$/ }).click();
  await expect(page).toHaveURL(/\/panel\/pay\/invoice\/6$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付发票 INV-000106');

  await page.goto('/panel/create-ticket');
  await expect(page.getByRole('heading', { level: 1, name: '新建申请' })).toBeVisible();
  await expect(page.getByLabel('主题')).toBeVisible({ timeout: 20_000 });

  // Back to English in the user menu: the page follows at once, and the choice is remembered.
  await userMenu.click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New request' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // redux-persist writes the interface state a moment after the change.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-language'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New request' })).toBeVisible();
});
