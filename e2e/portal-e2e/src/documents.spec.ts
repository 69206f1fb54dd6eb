import { readFile } from 'node:fs/promises';
import { pdfLines, pdfText } from '@portal/documents/testing';
import type { Download, Locator, Page } from '@playwright/test';
import { DEMO_STUDENT, expect, test } from './support';

// Ana buys the Study kit onboarding pack with PayPal: a fresh invoice of her own, paid in the test.

/** Clicks `button` and returns the file the browser saved. */
async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: (download as Download).suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The value beside a label of a page's details (antd Descriptions). */
const detail = (page: Page, label: string) =>
  page.locator('th', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');

const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function useLanguage(page: Page, language: string) {
  await page.evaluate((stored) => localStorage.setItem('user-language', stored), language);
  await page.reload();
}

// The receipt in three languages needs the payment the test makes first, in its own world.
test('Ana pays with PayPal and downloads the receipt, then reads the same receipt in Arabic and Chinese', async ({
  page,
}) => {
  test.slow();
  let receiptUrl = '';
  await test.step('pays and downloads the receipt: her name, the invoice, the reference, the amount', async () => {
    await page.goto('/panel/onboarding-packs');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Study kit' })
      .getByRole('link', { name: 'Buy' })
      .click();
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
    await expect(page.getByText('Payment received')).toBeVisible();
    await page.getByRole('link', { name: 'Download the receipt' }).click();
    await expect(page).toHaveURL(/\/panel\/payments\/online-\d+\/receipt$/);
    receiptUrl = new URL(page.url()).pathname;

    await expect(detail(page, 'Student')).toHaveText(DEMO_STUDENT.name);
    const invoice = (await detail(page, 'Invoice').textContent()) ?? '';
    expect(invoice).toMatch(/^INV-\d+$/);
    const reference = (await detail(page, 'PayPal order reference').textContent()) ?? '';
    expect(reference).toMatch(/^DEMO-ORDER-\d+$/);
    const amount = (await detail(page, 'Amount').textContent()) ?? '';
    expect(amount).toBe('£45.00');
    const number = (await detail(page, 'Receipt number').textContent()) ?? '';

    const file = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
    expect(file.name).toBe(`${number}.pdf`);
    const text = await pdfText(file.bytes);
    for (const expected of [DEMO_STUDENT.name, invoice, reference, amount, number])
      expect(text).toContain(expected);
  });

  await test.step('the same receipt in Arabic reads back word by word, and in Chinese carries its letters', async () => {
    expect(receiptUrl).not.toBe('');
    await page.goto(receiptUrl);
    await useLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'إيصال الدفع' })).toBeVisible();
    // Every detail the page shows, label and value, as the PDF must give them back.
    const plain = (text: string | null) =>
      (text ?? '').replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');
    const details = page.locator('tr', { has: page.locator('th') });
    // The details come with the receipt's answer, after the heading.
    await expect.poll(() => details.count()).toBeGreaterThan(8);
    const rows = await details.evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
    const lines = await pdfLines(
      (await downloadFrom(page, page.getByRole('button', { name: 'تنزيل PDF' }))).bytes,
    );
    // Read back word by word, line by line: the words written, in the order written, each letter the one typed.
    expect(lines[0]).toBe('إيصال الدفع');
    for (const [label, value] of rows) expect(lines).toContain(`${plain(label)} ${plain(value)}`);
    expect(lines).toContain(`الطالب ${DEMO_STUDENT.name}`);
    expect(lines.at(-1)).toBe('المبالغ بالجنيه الإسترليني. صدر هذا الإيصال للدفعة المذكورة أعلاه.');

    await useLanguage(page, 'zh-CN');
    const chinese = await pdfText(
      (await downloadFrom(page, page.getByRole('button', { name: '下载 PDF' }))).bytes,
    );
    expect(chinese).toMatch(/[\u4e00-\u9fff]{2}/u);
    await useLanguage(page, 'en');
  });
});

test('the statement for this academic year: a CSV row per movement, closing on the dashboard’s amount due', async ({
  page,
}) => {
  await page.goto('/panel/dashboard');
  const due = money((await page.getByRole('group', { name: 'Total amount due' }).textContent()) ?? '');

  await page.goto('/panel/invoices');
  const statements: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/student_portal/statement')) statements.push(url.search);
  });
  await page.getByRole('link', { name: 'Statement of account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  const movements = Number(await detail(page, 'Movements').textContent());
  // One answer from the API for the academic year, however many invoices the student has.
  expect(statements).toEqual([expect.stringMatching(/^\?from=\d{4}-09-01&to=\d{4}-08-31$/)]);
  const file = await downloadFrom(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(file.name).toMatch(/^statement-\d{4}-09-01-\d{4}-08-31\.csv$/);
  const text = file.bytes.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const rows = text.slice(1).trimEnd().split('\r\n');
  expect(rows[0]).toBe('Date,Reference,Description,Charged,Paid,Balance');
  expect(rows).toHaveLength(movements + 3);
  const closing = rows.at(-1)?.split(',') ?? [];
  expect(closing[2]).toBe('Closing balance');
  expect(Number(closing.at(-1))).toBeCloseTo(due, 2);
  expect(await detail(page, 'Closing balance on .+').textContent()).toContain(
    due.toLocaleString('en-GB', { minimumFractionDigits: 2 }),
  );

  const pdf = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
  const printed = await pdfText(pdf.bytes);
  expect(printed).toContain(DEMO_STUDENT.name);
  expect(printed).toMatch(/Issued on \w{3} \d{1,2}, \d{4}/);
  expect(printed).toContain('Page 1 of 1');
});

test('the statement of the period in the address, changed by the student, and a period that is not one', async ({
  page,
}) => {
  await page.goto('/panel/invoices/statement?from=2026-10-01&to=2026-10-31');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-10-01');
  await expect(detail(page, 'Closing balance on Oct 31, 2026')).toBeVisible();

  await page.getByLabel('From', { exact: true }).fill('2026-09-01');
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page).toHaveURL(/\?from=2026-09-01&to=2026-10-31$/);
  await expect(detail(page, 'Opening balance on Sep 1, 2026')).toBeVisible();

  await page.goto('/panel/invoices/statement?from=2026-10-31&to=2026-10-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'ends (Oct 1, 2026) before it starts (Oct 31, 2026)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show statement' })).toBeVisible();
});

test('an invoice’s due date as a calendar file: the day, and a reminder three days before', async ({
  page,
}) => {
  await page.goto('/panel/invoices/6');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('INV-000106');
  const file = await downloadFrom(page, page.getByRole('button', { name: 'Add to calendar' }));
  expect(file.name).toBe('INV-000106-due.ics');
  const lines = file.bytes.toString('utf8').split(/\r\n(?! )/);
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
  expect(event).toContain('DTSTART;VALUE=DATE:20261215');
  expect(event).toContain('DTEND;VALUE=DATE:20261216');
  expect(event.some((line) => line.startsWith('SUMMARY:Invoice INV-000106 due'))).toBe(true);
  const alarm = event.slice(event.indexOf('BEGIN:VALARM'), event.indexOf('END:VALARM') + 1);
  expect(alarm).toContain('TRIGGER:-P3D');
  expect(alarm).toContain('ACTION:DISPLAY');
});

for (const [what, key, message] of [
  ['a payment that did not complete', 'online-4002', /not completed, so it has no receipt/],
  ['another student’s payment', 'recorded-131', /not one of yours/],
  ['a malformed id', 'online-12x', /receipt address is not valid/],
] as const) {
  test(`no receipt for ${what}: the reason, no file, no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (entry) => {
      // The session's access token lives 300 s, so on a slow run this page may start with an expired one:
      // the browser logs each refused call itself before the base query refreshes the token and repeats it.
      // That is the session at work, not the page failing.
      const refusedForExpiredToken = entry.text().includes('the server responded with a status of 401');
      if (entry.type() === 'error' && !refusedForExpiredToken) errors.push(entry.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/panel/payments/${key}/receipt`);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No receipt' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
