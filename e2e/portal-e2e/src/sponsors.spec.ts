import AxeBuilder from '@axe-core/playwright';
import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inkIn, pdfLines, pdfText, renderPage, textBox } from '@portal/documents/testing';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO_API_URL, enterTestWorld, expect, expectSignedInAs, signInThroughFrame, test } from './support';

// Ana invites a sponsor for her tuition with a £100 limit; the sponsor pays £100 of her open tuition invoice
// (INV-000109, £3,200 in the seed), plus PayPal's fee (£3.60), both shown before Pay. Ana's browser is in the test's own world of demo data; the sponsor's calls carry
// only the link's secret, which the demo back end takes to the world of the student who invited them. The test's
// own browser context is the sponsor's (no session, watched for CSP violations like every journey's); Ana signs in
// through the frame in a context of her own.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Where `npm run serve` keeps nginx's access log (apps/portal/nginx/serve.mjs). */
const ACCESS_LOG = join(import.meta.dirname, '../../../tmp/nginx/access.log');
const LIMIT = '£100.00';
/** PayPal's fee on £100 in the demo (3.4 % + £0.20) and what the sponsor is charged. */
const FEE = '£3.60';
const TOTAL = '£103.60';
/** How i18next sets a value inside Arabic text: between first-strong and pop directional isolates. */
const isolated = (text: string) => `\u2068${text}\u2069`;

interface Sponsor {
  name: string;
  language: RegExp;
  /** The invitation's subject, in the sponsor's language. */
  subject: string;
  /** The sponsor's page, in the sponsor's language. */
  texts: {
    title: string;
    tuition: RegExp;
    payThis: (invoice: string) => string;
    /** The pay view's summary before Pay: the invoice's amount due, what the limit allows, what is paid now. */
    amountDue: string;
    limitAllows: string;
    youPay: string;
    /** How PayPal's choice names its fee and total. */
    fee: string;
    total: string;
    pay: string;
    paid: string;
    downloadReceipt: string;
    back: string;
    receipt: (invoice: string) => string;
    revoked: string;
    /** The name of the page's language control. */
    language: string;
    /** What a withdrawn link says of the sponsor's own receipts. */
    keptReceipts: string;
  };
  /** What the sponsor's receipt reads back, given the invoice paid and the receipt's reference. */
  receipt: (pdf: Buffer, invoice: string, reference: string) => Promise<void>;
}

const FATHER: Sponsor = {
  name: 'João Pereira',
  language: /^English$/,
  subject: 'Ana invites you to pay their invoices',
  texts: {
    title: 'Pay for Ana',
    tuition: /Tuition/,
    payThis: (invoice) => `Pay ${invoice}`,
    amountDue: 'Amount due on the invoice',
    limitAllows: 'Your limit allows',
    youPay: 'You pay now',
    fee: 'Fee',
    total: 'Total to pay',
    pay: `Pay ${TOTAL}`,
    paid: 'Payment received',
    downloadReceipt: 'Download your receipt (PDF)',
    back: 'Back to the invoices',
    receipt: (invoice) => `Receipt for ${invoice} (PDF)`,
    revoked: 'The student withdrew this link. It is no longer valid.',
    language: 'Language',
    keptReceipts: 'Payments you made through this link stay paid. Your receipts remain here:',
  },
  receipt: async (pdf, invoice, reference) => {
    const text = await pdfText(pdf);
    for (const expected of [
      'Receipt',
      'Paid by',
      'João Pereira',
      'Student',
      'Ana',
      invoice,
      reference,
      LIMIT,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Silva');
  },
};

const UNCLE: Sponsor = {
  name: 'كريم حداد',
  language: /^Arabic \(العربية\)$/,
  subject: `يدعوك ${isolated('Ana')} إلى دفع فواتيره`,
  texts: {
    title: `الدفع عن ${isolated('Ana')}`,
    tuition: /الرسوم الدراسية/,
    payThis: (invoice) => `ادفع ${isolated(invoice)}`,
    amountDue: 'المبلغ المستحق على الفاتورة',
    limitAllows: 'يسمح حدّك بـ',
    youPay: 'تدفع الآن',
    fee: 'الرسوم',
    total: 'الإجمالي المطلوب دفعه',
    pay: `ادفع ${isolated(TOTAL)}`,
    paid: 'تم استلام الدفعة',
    downloadReceipt: 'نزّل إيصالك (PDF)',
    back: 'العودة إلى الفواتير',
    receipt: (invoice) => `إيصال ${isolated(invoice)} (PDF)`,
    revoked: 'سحب الطالب هذا الرابط. لم يعد صالحًا.',
    language: 'اللغة',
    keptReceipts: 'تبقى الدفعات التي أجريتها عبر هذا الرابط مدفوعة. إيصالاتك متاحة هنا:',
  },
  receipt: async (pdf, invoice, reference) => {
    // Read back word by word, line by line, as documents.spec reads the student's Arabic receipt.
    const lines = await pdfLines(pdf);
    expect(lines[0]).toBe('إيصال الدفع');
    expect(lines).toContain('الدافع كريم حداد');
    expect(lines).toContain('الطالب Ana');
    expect(lines).toContain(`الفاتورة ${invoice}`);
    expect(lines).toContain(`رقم الإيصال ${reference}`);
  },
};

/** A sponsor whose name is in Hangul: the receipt draws it (Noto Sans KR's subsets), as a viewer renders it. */
const COUSIN: Sponsor = {
  ...FATHER,
  name: '김민준',
  receipt: async (pdf, invoice, reference) => {
    const lines = await pdfLines(pdf);
    expect(lines).toContain('Paid by 김민준');
    expect(lines.join('\n')).toContain(invoice);
    expect(lines.join('\n')).toContain(reference);
    // What a reader sees: pdf.js draws the page; where the name is, its letters are inked (no blank, no note that
    // a script has no font).
    const page = await renderPage(pdf);
    await test
      .info()
      .attach('sponsor-receipt.png', { body: Buffer.from(page.png()), contentType: 'image/png' });
    const box = await textBox(pdf, '김민준');
    expect(box, 'the name on the page').toBeDefined();
    if (box) expect(inkIn(page, box)).toBeGreaterThan(0.08);
    expect(lines.join('\n')).not.toContain('[U+');
  },
};

/** Ana in a browser of her own: signed in through the frame, on her sponsors' page. */
async function signInAna(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1280, height: 800 },
  });
  await enterTestWorld(context);
  const page = await context.newPage();
  await page.goto('/panel/sponsors');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughFrame(page);
  await expect(page).toHaveURL(/\/panel\/sponsors$/, { timeout: 15_000 });
  await expectSignedInAs(page);
  return page;
}

/** Ana invites the sponsor for her tuition with a limit; the link is the one the demo's outbox holds for them. */
async function invite(ana: Page, sponsor: Sponsor, email: string): Promise<string> {
  await ana.getByLabel('Their name').fill(sponsor.name);
  await ana.getByLabel('Their e-mail address').fill(email);
  await ana.getByLabel('Their language').click();
  // antd's Select: the visible option (its listbox for screen readers holds hidden copies).
  await ana.locator('.ant-select-item-option').filter({ hasText: sponsor.language }).click();
  await ana.getByLabel('Some categories').check();
  await ana.getByLabel('Tuition').check();
  await ana.getByLabel('Limit (optional)').fill('100');
  await ana.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(ana.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const outbox = (await (await ana.request.get(`${DEMO_API_URL}/__demo/outbox`)).json()) as {
    data: Array<{ to: string; link: string; language: string; subject: string }>;
  };
  const mails = outbox.data.filter((mail) => mail.to === email);
  expect(mails, 'one invitation to this run’s sponsor').toHaveLength(1);
  expect(mails[0]?.subject).toBe(sponsor.subject);
  return mails[0]?.link ?? '';
}

/** Every request the sponsor's browser sends, with the headers that really left it. */
function recordRequests(context: BrowserContext) {
  // The headers each request was sent with (Referer and the secret's header among them). Not `allHeaders()`: it
  // waits for the network's own report of the request, which a request answered by the cache may never get.
  const requests: Array<{ url: string; navigation: boolean; headers: Record<string, string> }> = [];
  context.on('request', (request) =>
    requests.push({
      url: request.url(),
      navigation: request.isNavigationRequest(),
      headers: request.headers(),
    }),
  );
  return () => requests;
}

/** What nginx logs from now on: the access log's lines written after this call (it grows over the whole run). */
async function accessLogFromNow(): Promise<() => Promise<string>> {
  const start = (await stat(ACCESS_LOG)).size;
  return async () => {
    const file = await open(ACCESS_LOG);
    try {
      const { size } = await file.stat();
      const { buffer, bytesRead } = await file.read(Buffer.alloc(size - start), 0, size - start, start);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await file.close();
    }
  };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${JSON.stringify(node.target)}`),
    ),
  ).toEqual([]);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A summary of labels and values (antd's Descriptions) has room on the page: wide enough, no cell's content spills
 * out of it or past the card around it, no value (a reference, an amount) broken over two lines.
 */
async function expectSummaryFits(summary: Locator) {
  const width = (await summary.boundingBox())?.width ?? 0;
  expect(width, 'the summary’s width').toBeGreaterThanOrEqual(250);
  const problems = await summary.evaluate((table) => {
    const card = (table.closest('.ant-card') ?? document.body).getBoundingClientRect();
    const cells = [...table.querySelectorAll('th, td')];
    return {
      spilling: cells
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          return (
            cell.scrollWidth > cell.clientWidth + 1 || box.right > card.right + 1 || box.left < card.left - 1
          );
        })
        .map((cell) => cell.textContent),
      broken: [...table.querySelectorAll('bdi')]
        .filter((value) => value.getClientRects().length > 1)
        .map((value) => value.textContent),
    };
  });
  expect(problems).toEqual({ spilling: [], broken: [] });
}

async function expectNoSidewaysScroll(page: Page) {
  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
}

async function sponsorJourney(page: Page, browser: Browser, sponsor: Sponsor) {
  test.slow();
  const email = `sponsor.${Date.now().toString(36)}.${test.info().repeatEachIndex}@family.test`;
  const ana = await signInAna(browser);
  const link = await invite(ana, sponsor, email);
  const token = new URL(link).pathname.split('/').at(-1) ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const sent = recordRequests(page.context());
  const logged = await accessLogFromNow();
  const { texts } = sponsor;

  // The sponsor, without any session: the student's first name and her shared invoices only.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  const invoices = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /INV-/ }) });
  await expect(invoices.first(), 'an open tuition invoice of Ana’s to pay').toBeVisible();
  for (const text of await invoices.allTextContents()) expect(text).toMatch(texts.tuition);
  await expect(page.getByText(/Silva|Accommodation|INV-000106|INV-000107/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('radiogroup', { name: texts.language })).toBeVisible();
  const invoice = /INV-\d+/.exec((await invoices.first().textContent()) ?? '')?.[0] ?? '';

  const due = /£[\d,]+\.\d\d/.exec((await invoices.first().textContent()) ?? '')?.[0] ?? '';

  // Before Pay: the invoice's amount due, what the limit allows of it, and PayPal's fee and total.
  await page.getByRole('button', { name: texts.payThis(invoice) }).click();
  const quote = page.getByRole('table').filter({ hasText: texts.amountDue });
  for (const text of [texts.amountDue, due, texts.limitAllows, LIMIT, texts.youPay])
    await expect(quote).toContainText(text);
  await expectSummaryFits(quote);
  const paypal = page.getByRole('radio', { name: /PayPal/ });
  await expect(paypal).toHaveAccessibleName(
    new RegExp(`${escaped(texts.fee)}\\s*${escaped(FEE)}.*${escaped(texts.total)}\\s*${escaped(TOTAL)}`),
  );
  await paypal.check();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: texts.pay }).click();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText(texts.paid)).toBeVisible();

  // The result: the receipt summary has room on the page, and its receipt comes through the link, never the
  // student's pages (which would ask for her sign-in).
  await expectSummaryFits(page.getByRole('table').filter({ hasText: /PAY-\d+/ }));
  await expect(page.locator('a[href^="/panel"]')).toHaveCount(0);
  const [fromResult] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.downloadReceipt }).click(),
  ]);
  // Numbered as the student's receipt of the same payment.
  const reference = fromResult.suggestedFilename().replace(/\.pdf$/, '');
  expect(reference).toMatch(/^RCT-W-\d{6}$/);
  await sponsor.receipt(await readFile(await fromResult.path()), invoice, reference);
  await page.getByRole('button', { name: texts.back }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.receipt(invoice) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${reference}.pdf`);

  // Ana is told, and sees the payment as his.
  await ana.goto('/panel/payments');
  await expect(ana.getByText(`${sponsor.name} paid an invoice for you.`)).toBeVisible();
  const paymentReference = `PAY-${Number(reference.slice('RCT-W-'.length))}`;
  const attempt = ana.getByRole('group').filter({ hasText: new RegExp(`${paymentReference}(?!\\d)`) });
  await expect(attempt).toContainText(`paid by ${sponsor.name}`);
  await expect(attempt).toContainText(invoice);

  // She withdraws the link in one step, confirmed; it no longer works, and shows nothing of hers.
  await ana.goto('/panel/sponsors');
  const entry = ana.getByRole('listitem').filter({ hasText: email });
  await expect(entry).toContainText(invoice);
  await entry.getByRole('button', { name: `Withdraw the invitation of ${sponsor.name}` }).click();
  await ana.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(entry).toContainText(`${sponsor.name} can no longer pay for you.`);
  await ana.context().close();

  // He keeps his own receipt through it, and nothing else.
  await page.reload();
  await expect(page.getByText(texts.revoked)).toBeVisible();
  await expect(page.getByText(texts.keptReceipts)).toBeVisible();
  const [kept] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.receipt(invoice) }).click(),
  ]);
  expect(kept.suggestedFilename()).toBe(`${reference}.pdf`);
  await expect(page.getByText(/Ana|Silva|nothing was charged/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.payThis(invoice) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The secret went to the API in its header only: never in an address but the page's own, never in a Referer,
  // and the page sent no Referer to another origin at all.
  const requests = sent();
  const portal = new URL(link).origin;
  for (const request of requests) {
    const where = new URL(request.url);
    if (!request.navigation || where.origin !== portal)
      expect(request.url, 'the link’s secret in an address').not.toContain(token);
    expect(request.headers['referer'] ?? '', `the Referer sent to ${request.url}`).not.toContain(token);
    if (where.origin !== portal)
      // None sent: Playwright reports a header the browser left out as absent or empty.
      expect(request.headers['referer'] ?? '', `a Referer sent to ${request.url}`).toBe('');
    if (request.headers['x-sponsor-token'] !== undefined)
      expect(request.url).toMatch(new RegExp(`^${DEMO_API_URL}/sponsor/`));
  }
  expect(requests.filter((request) => request.headers['x-sponsor-token'] === token).length).toBeGreaterThan(
    3,
  );
  const log = await logged();
  expect(log, 'nginx logged the journey').toContain('GET /static/');
  expect(log.includes(token), 'the link’s secret in nginx’s access log').toBe(false);
}

test.use({ storageState: { cookies: [], origins: [] } });

test('Ana’s father pays a tuition invoice from his own link; she sees it paid by him and withdraws the link', async ({
  page,
  browser,
}) => {
  await sponsorJourney(page, browser, FATHER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a sponsor reads their page in another language than the student chose for them', async ({
  page,
  browser,
}) => {
  const ana = await signInAna(browser);
  const link = await invite(ana, FATHER, `sponsor.lang.${Date.now().toString(36)}@family.test`);
  await ana.context().close();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: FATHER.texts.title })).toBeVisible();
  // antd draws each choice as a button over its (hidden) radio: the sponsor presses what they see.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
  await expect(page.getByRole('heading', { level: 1, name: UNCLE.texts.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'اللغة' }).getByText('English').click();
  await expect(page.getByRole('heading', { level: 1, name: FATHER.texts.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a sponsor reads, pays and gets the receipt in Arabic', async ({ page, browser }) => {
    await sponsorJourney(page, browser, UNCLE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test('a sponsor named in Hangul pays and the receipt shows the name, drawn', async ({ page, browser }) => {
  await sponsorJourney(page, browser, COUSIN);
});
