import AxeBuilder from '@axe-core/playwright';
import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inkIn, pdfLines, pdfText, renderPage, textBox } from '@portal/documents/testing';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_API_URL, enterTestWorld, expect, expectSignedInAs, signInThroughFrame, test } from './support';

// Ana invites a sponsor for her tuition with a £100 limit; the sponsor pays £100 of her open tuition invoice
// (INV-000109, £3,200 in the seed). Ana's browser is in the test's own world of demo data; the sponsor's calls carry
// only the link's secret, which the demo back end takes to the world of the student who invited them. The test's
// own browser context is the sponsor's (no session, watched for CSP violations like every journey's); Ana signs in
// through the frame in a context of her own.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Where `npm run serve` keeps nginx's access log (tools/scripts/serve.mjs). */
const ACCESS_LOG = join(import.meta.dirname, '../../../tmp/nginx/access.log');
const LIMIT = '£100.00';
/** How i18next sets a value inside Arabic text: between first-strong and pop directional isolates. */
const isolated = (text: string) => `\u2068${text}\u2069`;

interface Sponsor {
  name: string;
  language: RegExp;
  /** The sponsor's page, in the sponsor's language. */
  texts: {
    title: string;
    tuition: RegExp;
    payThis: (invoice: string) => string;
    gateway: string;
    pay: string;
    paid: string;
    back: string;
    receipt: (invoice: string) => string;
    revoked: string;
  };
  /** What the sponsor's receipt reads back, given the invoice paid and the receipt's reference. */
  receipt: (pdf: Buffer, invoice: string, reference: string) => Promise<void>;
}

const FATHER: Sponsor = {
  name: 'João Pereira',
  language: /^English$/,
  texts: {
    title: 'Pay for Ana',
    tuition: /Tuition/,
    payThis: (invoice) => `Pay ${invoice}`,
    gateway: 'PayPal',
    pay: `Pay ${LIMIT}`,
    paid: 'Payment received',
    back: 'Back to the invoices',
    receipt: (invoice) => `Receipt for ${invoice} (PDF)`,
    revoked: 'The student withdrew this link. It is no longer valid.',
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
  texts: {
    title: `الدفع عن ${isolated('Ana')}`,
    tuition: /الرسوم الدراسية/,
    payThis: (invoice) => `ادفع ${isolated(invoice)}`,
    gateway: 'PayPal',
    pay: `ادفع ${isolated(LIMIT)}`,
    paid: 'تم استلام الدفعة',
    back: 'العودة إلى الفواتير',
    receipt: (invoice) => `إيصال ${isolated(invoice)} (PDF)`,
    revoked: 'سحب الطالب هذا الرابط. لم يعد صالحًا.',
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
    data: Array<{ to: string; link: string; language: string }>;
  };
  const mails = outbox.data.filter((mail) => mail.to === email);
  expect(mails, 'one invitation to this run’s sponsor').toHaveLength(1);
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
  const invoice = /INV-\d+/.exec((await invoices.first().textContent()) ?? '')?.[0] ?? '';

  await page.getByRole('button', { name: texts.payThis(invoice) }).click();
  await page.getByRole('radio', { name: texts.gateway }).check();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: texts.pay }).click();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText(texts.paid)).toBeVisible();
  await page.getByRole('button', { name: texts.back }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.receipt(invoice) }).click(),
  ]);
  const reference = download.suggestedFilename().replace(/\.pdf$/, '');
  expect(reference).toMatch(/^PAY-\d+$/);
  await sponsor.receipt(await readFile(await download.path()), invoice, reference);

  // Ana is told, and sees the payment as his.
  await ana.goto('/panel/payments');
  await expect(ana.getByText(`${sponsor.name} paid an invoice for you.`)).toBeVisible();
  const attempt = ana.getByRole('group').filter({ hasText: new RegExp(`${reference}(?!\\d)`) });
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

  await page.reload();
  await expect(page.getByText(texts.revoked)).toBeVisible();
  await expect(page.getByText(/Ana|INV-/)).toHaveCount(0);
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
