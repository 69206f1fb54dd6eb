import { readFile } from 'node:fs/promises';
import { inkIn, pdfLines, renderPage, textBox } from '@portal/documents/testing';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { KENJI } from './bad-days';
import { DEMO_STUDENT, expect, expectSignedInAs, signInThroughFrame, test } from './support';

// The student's own answers kept on the device (IndexedDB `portal-kept`), as the student sees them: the pages read
// offline after a reload on the production build with its service worker (the chromium project lets it run), the
// age they say, and what is left on the device after sign-out, another student and the setting off. Ana's seed:
// invoice 4 (INV-000104, £480.00), her Flywire payment 31 for INV-000103 (DEM-2026-0901-4471) and its receipt,
// the e-SIM waiting to be installed (its activation code), request 1 ("Broken heater in my room").

/** A record of the kept answers as the page's IndexedDB holds it: its RTK Query cache key and whose it is. */
interface KeptRecord {
  key: string;
  owner: number;
}

/**
 * What `portal-kept` holds now, read in the page. The database is opened only once the portal has made it: an open
 * of a missing one would make it without its object store, and the portal's own open would then find none.
 */
const keptRecords = (page: Page): Promise<KeptRecord[]> =>
  page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'portal-kept')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portal-kept');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('answers')) return [];
      return await new Promise<KeptRecord[]>((resolve, reject) => {
        const request = db.transaction('answers').objectStore('answers').getAll();
        request.onsuccess = () =>
          resolve((request.result as KeptRecord[]).map(({ key, owner }) => ({ key, owner })));
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });

/** Waits until the kept answers hold an entry of each of `keys` (a cache key, or its endpoint followed by "("). */
async function expectKept(page: Page, keys: readonly string[]): Promise<KeptRecord[]> {
  let records: KeptRecord[] = [];
  await expect
    .poll(
      async () => {
        records = await keptRecords(page);
        return keys.filter((wanted) => !records.some((record) => record.key.startsWith(wanted)));
      },
      { message: 'kept answers not written yet', intervals: [200] },
    )
    .toEqual([]);
  return records;
}

/**
 * Waits until the browser has been idle after what the page did last: the keeper writes new answers in idle time
 * (requestIdleCallback), so a write queued before this has had its turn.
 */
const afterIdleWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), {
          timeout: 3000,
        }),
      ),
  );

/** The worker has taken the page over (the first worker claims it at once): the portal's code comes from it. */
async function expectWorkerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 60_000,
  });
}

/** The header's offline indicator, in the portal's language. */
const offlineIndicator = (page: Page, text = 'Offline') =>
  page.getByRole('banner').getByRole('status').getByText(text, { exact: true });
const keptAge = (page: Page) => page.locator('.ui-kept-age');
const amountDue = (page: Page) => page.getByRole('group', { name: 'Total amount due' });

/** The value beside a label of a page's details (antd Descriptions). */
const detail = (page: Page, label: string) =>
  page.locator('th', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');

async function downloadFrom(page: Page, button: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFile(await download.path());
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

async function goOffline(context: BrowserContext, page: Page, indicator = 'Offline') {
  await context.setOffline(true);
  await expect(offlineIndicator(page, indicator)).toBeVisible();
}

/** The activation code of Ana's e-SIM waiting to be installed (libs/esim/mocks esim-store.ts, its seed 2). */
const ACTIVATION_CODE = 'CVSK-QR6F-4MJB-GHW7';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

/**
 * Ana's pages: how she gets there in the portal (its menu and links: one page load, as a student's visit is, so
 * no answer waits for its idle-time write across a reload) and what shows her data there.
 */
const PAGES: ReadonlyArray<{
  path: string;
  go: (page: Page) => Promise<void>;
  shows: (page: Page) => Promise<void>;
}> = [
  {
    path: '/panel/invoices',
    go: (page) => menuLink(page, 'Invoices').click(),
    shows: (page) => expect(page.getByRole('link', { name: 'INV-000104' })).toBeVisible(),
  },
  {
    path: '/panel/invoices/4',
    go: (page) => page.getByRole('link', { name: 'INV-000104' }).click(),
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /INV-000104/ })).toBeVisible();
      await expect(page.getByText('£480.00').first()).toBeVisible();
    },
  },
  {
    path: '/panel/payments',
    go: (page) => menuLink(page, 'Payments').click(),
    shows: (page) => expect(page.getByText('DEM-2026-0901-4471').first()).toBeVisible(),
  },
  {
    path: '/panel/payments/online-31/receipt',
    go: (page) =>
      page.getByRole('link', { name: /^Receipt of the Flywire payment of £893\.20 for INV-000103 / }).click(),
    shows: async (page) => {
      await expect(detail(page, 'Amount')).toHaveText('£880.00');
      await expect(detail(page, 'Student')).toHaveText(DEMO_STUDENT.name);
      await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    },
  },
  {
    path: '/panel/hubby',
    go: (page) => menuLink(page, 'e-SIM').click(),
    shows: (page) =>
      expect(
        page.getByRole('list', { name: 'Your e-SIMs' }).getByText(ACTIVATION_CODE, { exact: true }).first(),
      ).toBeVisible(),
  },
  {
    path: '/panel/tickets/1',
    go: async (page) => {
      await menuLink(page, 'Tickets').click();
      await page.getByRole('link', { name: 'Broken heater in my room' }).click();
    },
    shows: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Broken heater in my room' })).toBeVisible(),
  },
  {
    path: '/panel/user',
    go: (page) => menuLink(page, 'My profile').click(),
    shows: (page) => expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_STUDENT.email),
  },
  {
    path: '/panel/bank-account',
    go: (page) => menuLink(page, 'Bank account').click(),
    shows: (page) => expect(page.getByRole('heading', { level: 2, name: 'What you need' })).toBeVisible(),
  },
];

/** The dashboard's amount due, once it shows. */
async function readAmountDue(page: Page): Promise<string> {
  await expect(amountDue(page)).toContainText('£');
  return (await amountDue(page).textContent()) ?? '';
}

/** Opens Ana's dashboard and reads her amount due. */
async function openDashboard(page: Page): Promise<string> {
  await page.goto('/panel/dashboard');
  await expectSignedInAs(page);
  return readAmountDue(page);
}

test('offline after a reload, every page Ana opened shows her data and its age; a page never opened says so; back online it refreshes', async ({
  page,
  context,
}) => {
  test.slow();
  const due = await openDashboard(page);
  for (const { path, go, shows } of PAGES) {
    await go(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await shows(page);
  }
  await expectKept(page, [
    'getDueInvoices(',
    'getInvoicePage(',
    'getInvoice(4)',
    'getInvoice(3)',
    'getPayments(',
    'getEsims(',
    'getSupportRequest(1)',
    'getProfile(',
    'getBankAccountOffer(',
  ]);
  await expectWorkerInControl(page);
  await goOffline(context, page);

  for (const { path, shows } of [
    { path: '/panel/dashboard', shows: (page: Page) => expect(amountDue(page)).toHaveText(due) },
    ...PAGES,
  ]) {
    await test.step(`offline: ${path}`, async () => {
      await page.goto(path);
      await shows(page);
      await expect(keptAge(page).first()).toContainText('Updated');
      await expect(offlineIndicator(page)).toBeVisible();
      await expectSignedInAs(page);
    });
  }

  await test.step('offline: a page never opened', async () => {
    await page.goto('/panel/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByText('Not available offline yet')).toBeVisible();
  });

  await test.step('back online: asked again, the age goes', async () => {
    await page.goto('/panel/dashboard');
    await expect(amountDue(page)).toHaveText(due);
    await expect(keptAge(page).first()).toBeVisible();
    const asked = page.waitForResponse((response) => /\/student_portal\//.test(response.url()));
    await context.setOffline(false);
    await asked;
    await expect(offlineIndicator(page)).toHaveCount(0);
    await expect(keptAge(page)).toHaveCount(0);
    await expect(amountDue(page)).toHaveText(due);
  });
});

test('an Arabic receipt is made offline from the kept payment: a PDF that renders', async ({
  page,
  context,
}) => {
  await page.goto('/panel/payments');
  await expectSignedInAs(page);
  await page.getByRole('button', { name: `Account menu for ${DEMO_STUDENT.name}` }).click();
  await page.getByRole('menuitemradio', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('DEM-2026-0901-4471').first()).toBeVisible();
  await page.goto('/panel/payments/online-31/receipt');
  await expect(page.getByRole('heading', { level: 1, name: 'إيصال الدفع' })).toBeVisible();
  await expect(page.getByText('DEM-2026-0901-4471')).toBeVisible();
  await expectKept(page, ['getPayments(', 'getInvoice(3)', 'getProfile(']);
  await expectWorkerInControl(page);

  await goOffline(context, page, 'غير متصل');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'إيصال الدفع' })).toBeVisible();
  await expect(page.getByText('DEM-2026-0901-4471')).toBeVisible();
  await expect(keptAge(page)).toContainText('آخر تحديث');
  const pdf = await downloadFrom(page, page.getByRole('button', { name: 'تنزيل PDF' }));

  // Read back word by word (its text layer), and drawn: pdf.js inks the title and the reference where they are.
  const lines = await pdfLines(pdf);
  expect(lines[0]).toBe('إيصال الدفع');
  expect(lines).toContain(`الطالب ${DEMO_STUDENT.name}`);
  expect(lines.join('\n')).toContain('DEM-2026-0901-4471');
  const drawn = await renderPage(pdf);
  await test
    .info()
    .attach('arabic-receipt-offline.png', { body: Buffer.from(drawn.png()), contentType: 'image/png' });
  for (const text of ['إيصال الدفع', 'DEM-2026-0901-4471']) {
    const box = await textBox(pdf, text);
    expect(box, `"${text}" on the page`).toBeDefined();
    if (box) expect(inkIn(drawn, box), `ink where "${text}" is`).toBeGreaterThan(0.05);
  }
});

test('signed out offline nothing is kept; Kenji signing in next on this browser never sees Ana’s figures, even offline', async ({
  page,
  context,
}) => {
  test.slow();
  const anasDue = await openDashboard(page);
  await expectKept(page, ['getDueInvoices(', 'getProfile(']);
  await expectWorkerInControl(page);

  await goOffline(context, page);
  await signOut(page, DEMO_STUDENT.name);
  await expect.poll(() => keptRecords(page)).toEqual([]);
  // Nothing of Ana's comes back on a reload either: the portal asks for a sign-in.
  await page.goto('/panel/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await keptRecords(page)).toEqual([]);

  await context.setOffline(false);
  // The sign-in form comes from the auth host: it loads once the connection is back.
  await page.reload();
  await signInThroughFrame(page, KENJI);
  await expect(page).toHaveURL(/\/panel\/dashboard$/, { timeout: 15_000 });
  await expectSignedInAs(page, KENJI.name);
  const kenjisDue = await readAmountDue(page);
  expect(kenjisDue).not.toBe(anasDue);
  const records = await expectKept(page, ['getDueInvoices(', 'getProfile(']);
  expect(new Set(records.map((record) => record.owner)).size).toBe(1);

  await goOffline(context, page);
  await page.reload();
  await expectSignedInAs(page, KENJI.name);
  await expect(amountDue(page)).toHaveText(kenjisDue);
  await expect(keptAge(page).first()).toBeVisible();
  await expect(page.getByText(anasDue)).toHaveCount(0);
  await expect(page.getByText(DEMO_STUDENT.name)).toHaveCount(0);
});

test('with the setting off, what was kept is deleted at once and the pages visited keep nothing', async ({
  page,
  context,
}) => {
  await page.goto('/panel/invoices');
  await expectSignedInAs(page);
  await expect(page.getByRole('link', { name: 'INV-000104' })).toBeVisible();
  await expectKept(page, ['getInvoicePage(', 'getProfile(']);

  await page.getByRole('button', { name: `Account menu for ${DEMO_STUDENT.name}` }).click();
  const setting = page.getByRole('menuitemcheckbox', { name: 'Keep my data on this device for offline use' });
  await expect(setting).toHaveAttribute('aria-checked', 'true');
  await setting.click();
  await expect.poll(() => keptRecords(page)).toEqual([]);

  await page.goto('/panel/invoices/4');
  await expect(page.getByRole('heading', { level: 1, name: /INV-000104/ })).toBeVisible();
  await page.goto('/panel/invoices');
  await expect(page.getByRole('link', { name: 'INV-000104' })).toBeVisible();
  await afterIdleWrites(page);
  expect(await keptRecords(page)).toEqual([]);

  // As the student finds it: offline, the page just read has nothing kept to show.
  await expectWorkerInControl(page);
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByText('Not available offline yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'INV-000104' })).toHaveCount(0);
  expect(await keptRecords(page)).toEqual([]);
});
