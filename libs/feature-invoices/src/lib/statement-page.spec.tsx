import { setupMockApi } from '@portal/api-mocks/testing';
import { loadFileMakers } from '@portal/documents';
import { panelRoutes, renderRoutes } from '@portal/data-access/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoicesRoutes } from '../index';

const { signIn } = setupMockApi();

// The page and the CSV maker (loaded at a click) take longer than a findBy waits on a busy machine the first time.
beforeAll(async () => {
  await Promise.all([import('./statement-page'), loadFileMakers()]);
}, 60_000);

// jsdom has no blob: URLs and saves no files: these stand in for the browser and keep what the page saved.
const saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
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

function renderStatement() {
  signIn();
  return renderRoutes(panelRoutes(invoicesRoutes), { url: '/panel/invoices/statement' });
}

/** A saved file's bytes, read as the browser would (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob | undefined) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob as Blob);
  });

const field = (label: string) =>
  screen.getByText(label, { selector: 'th *' }).closest('th')?.nextElementSibling?.textContent;

describe('statement of account page', () => {
  it('covers this academic year at first, with its opening and closing balances', async () => {
    renderStatement();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement of account' }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('2026-09-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2027-08-31')).toBeInTheDocument();
    // August's two invoices were paid in August: nothing owed on Sep 1.
    expect(field('Opening balance')).toBe('£0.00');
    // Ten invoices and five completed payments since; the pending bank transfer moved no money yet.
    expect(field('Movements')).toBe('15');
    // What the open invoices still ask: £480 + £95 + £880 + £255.50 + £3,200 + £13.50.
    expect(field('Closing balance')).toBe('£4,924.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to your invoices' })).toHaveAttribute(
      'href',
      '/panel/invoices',
    );
  });

  it('downloads the statement as a CSV: a byte order mark, a row per movement between the balances', async () => {
    const user = userEvent.setup();
    renderStatement();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]?.name).toBe('statement-2026-09-01-2027-08-31.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(saved[0]?.blob));
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Description,Reference,Charged,Paid,Balance');
    expect(rows[1]).toBe('2026-09-01,Opening balance,,,,0');
    expect(rows).toHaveLength(1 + 1 + 15 + 1);
    expect(rows).toContain('2026-09-01,"Invoice INV-000103: Accommodation, September",INV-000103,880,,880');
    expect(rows.at(-1)).toBe('2027-08-31,Closing balance,,,,4924');
  });
});
