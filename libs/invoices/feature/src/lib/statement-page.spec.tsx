import { setupMockApi } from '@portal/api-mocks/testing';
import { loadFileMakers, loadPdfMaker } from '@portal/documents';
import { pdfPageTexts, pdfText, readFontFile } from '@portal/documents/testing';
import { panelRoutes, savedFileBytes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { i18n, loadLanguage } from '@portal/ui-light';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoicesRoutes } from '../index';

const { signIn, server } = setupMockApi();

/** Every request the page made, in order. */
const requests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url));
});
const statementRequests = () =>
  requests.filter((url) => url.pathname === '/student_portal/statement').map((url) => url.search);

// The page and the file makers (loaded at a click) take longer than a findBy waits on a busy machine the first time.
beforeAll(async () => {
  await Promise.all([import('./statement-page'), loadFileMakers(), loadPdfMaker()]);
}, 60_000);

// jsdom has no blob: URLs and saves no files: these stand in for the browser and keep what the page saved.
const saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  requests.length = 0;
  saved.length = 0;
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:http://localhost/${blobs.push(blob)}`,
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split('/').pop()) - 1] as Blob });
  });
  // Only Date is faked (msw keeps its timers): the academic year of Nov 26, 2026 runs Sep 1, 2026 – Aug 31, 2027.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function renderStatement(search = '') {
  signIn();
  return renderRoutes(panelRoutes(invoicesRoutes), { url: `/panel/invoices/statement${search}` });
}

/** The browser fetches the PDF's fonts from the portal's own files; here they are read from the disk. */
const serveFonts = () =>
  server.use(
    http.get(/\.woff2?(\?.*)?$/, async ({ request }) => {
      const bytes = await readFontFile(new URL(request.url).pathname);
      return HttpResponse.arrayBuffer(new Uint8Array(bytes).buffer);
    }),
  );

const field = (label: string) =>
  screen.getByText(label, { selector: 'th *' }).closest('th')?.nextElementSibling?.textContent;

describe('statement of account page', () => {
  it('covers this academic year at first, in one request to the API for that period', async () => {
    renderStatement();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement of account' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Closing balance on Nov 26, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-09-01');
    expect(screen.getByLabelText('To')).toHaveValue('2027-08-31');
    // August's two invoices were paid in August: nothing owed on Sep 1.
    expect(field('Opening balance on Sep 1, 2026')).toBe('£0.00');
    // Ten invoices and five completed payments since; the pending bank transfer moved no money yet.
    expect(field('Movements')).toBe('15');
    // What the open invoices still ask: £480 + £95 + £880 + £255.50 + £3,200 + £13.50, today (not on Aug 31).
    expect(field('Closing balance on Nov 26, 2026')).toBe('£4,924.00');
    expect(statementRequests()).toEqual(['?from=2026-09-01&to=2027-08-31']);
    // The API adds it up: the page reads no invoice list and no payment history.
    expect(requests.map((url) => url.pathname).sort()).toEqual([
      '/student_portal/profile',
      '/student_portal/statement',
    ]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to your invoices' })).toHaveAttribute(
      'href',
      '/panel/invoices',
    );
  });

  it('shows the period the address names, and asks for that one', async () => {
    renderStatement('?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('Opening balance on Nov 1, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    // Owed on Nov 1: £480 + £95 + £13.50; then November's three invoices, nothing paid yet.
    expect(field('Opening balance on Nov 1, 2026')).toBe('£588.50');
    expect(field('Movements')).toBe('3');
    expect(field('Closing balance on Nov 26, 2026')).toBe('£4,924.00');
    expect(statementRequests()).toEqual(['?from=2026-11-01&to=2026-11-30']);
  });

  it('writes the period the student chooses to the address and asks for it', async () => {
    const user = userEvent.setup();
    const { router } = renderStatement();
    await screen.findByText('Opening balance on Sep 1, 2026');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-08-31' } });
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('The last day cannot be before the first.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('Closing balance on Oct 31, 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
    expect(statementRequests()).toEqual(['?from=2026-09-01&to=2027-08-31', '?from=2026-10-01&to=2026-10-31']);
  });

  it.each([
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-31', /not a pair of real days/],
    ['a word for a day', '?from=soon', /not a pair of real days/],
    ['an end before the start', '?from=2026-11-30&to=2026-11-01', /ends \(Nov 1, 2026\) before it starts/],
    ['a start after today', '?from=2026-12-01&to=2026-12-31', /starts after today \(Nov 26, 2026\)/],
  ])('says what is wrong with %s in the address, and asks the API nothing', async (_case, search, text) => {
    renderStatement(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show statement' })).toBeEnabled();
    expect(statementRequests()).toEqual([]);
  });

  it('downloads the statement as a CSV: a byte order mark, a row per line between the balances', async () => {
    const user = userEvent.setup();
    renderStatement();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]?.name).toBe('statement-2026-09-01-2027-08-31.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await savedFileBytes(saved[0]?.blob));
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Reference,Description,Charged,Paid,Balance');
    expect(rows[1]).toBe('2026-09-01,,Opening balance,,,0');
    expect(rows).toHaveLength(1 + 1 + 15 + 1);
    expect(rows).toContain('2026-09-01,INV-000103,"Accommodation, September",880,,880');
    // On Sep 1 the gym's £75 was billed too: charges come before credits on a day.
    expect(rows).toContain('2026-09-01,PAY-31,Payment of INV-000103 (Flywire),,880,75');
    expect(rows.at(-1)).toBe('2026-11-26,,Closing balance,,,4924');
  });

  it('downloads the statement as a PDF: references, payment methods by name, issued today, numbered pages', async () => {
    serveFonts();
    const user = userEvent.setup();
    renderStatement();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]?.name).toBe('statement-2026-09-01-2027-08-31.pdf');
    const pages = await pdfPageTexts(new Uint8Array(await savedFileBytes(saved[0]?.blob)));
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    expect(text).toContain('Issued on Nov 26, 2026');
    expect(text).toMatch(/Closing balance on Nov 26, 2026\s+£4,924.00/);
    expect(text).toMatch(/Date\s+Reference\s+Description\s+Charged\s+Paid\s+Balance/);
    expect(text).toMatch(/Sep 1, 2026\s+PAY-31\s+Payment of INV-000103 \(Flywire\)/);
    // A bank transfer the office recorded: the number of its receipt where an online payment has its reference.
    expect(text).toMatch(/RCT-R-\d{6}\s+Payment of INV-000108 \(Bank transfer\)/);
    expect(text).not.toMatch(/bank_transfer|\(flywire\)/);
    expect(text).toContain('Page 1 of 1');
  }, 40_000);

  it('names the payment methods in the document’s language: Chinese', async () => {
    serveFonts();
    await loadLanguage('zh-CN');
    await i18n.changeLanguage('zh-CN');
    try {
      const user = userEvent.setup();
      renderStatement();
      await user.click(await screen.findByRole('button', { name: '下载 PDF' }, { timeout: 20_000 }));
      await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
      const text = await pdfText(new Uint8Array(await savedFileBytes(saved[0]?.blob)));
      expect(text).toContain('INV-000108 的付款（银行转账）');
      expect(text).toContain('第 1 页，共 1 页');
      expect(text).not.toMatch(/bank_transfer/);
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 60_000);
});
