import { setupMockApi } from '@portal/api-mocks/testing';
import { loadFileMakers, loadPdfMaker } from '@portal/documents';
import { pdfText, readFontFile } from '@portal/documents/testing';
import { panelRoutes, savedFileBytes, storeReading } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { readingIn } from '@portal/ui-light/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoicesRoutes } from '../index';

const { signIn, server } = setupMockApi();

readingIn(
  'zh-CN',
  () => import('./invoices-page'),
  () => import('./statement-page'),
);
beforeAll(async () => {
  await Promise.all([loadFileMakers(), loadPdfMaker()]);
}, 60_000);

// jsdom saves no files: the anchor's click keeps what the page saved.
const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:http://localhost/${blobs.push(blob)}`,
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(blobs[Number(this.href.split('/').pop()) - 1] as Blob);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const render = (url: string) => {
  signIn();
  renderRoutes(panelRoutes(invoicesRoutes), { url, store: storeReading('zh-CN') });
};

describe('invoices and the statement in Chinese', () => {
  it('lists the invoices’ descriptions as the API writes them in Chinese, and finds them by those words', async () => {
    const user = userEvent.setup();
    render('/panel/invoices');
    expect(await screen.findByText('学费，春季学期', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Tuition, spring term')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), '押金');
    expect(await screen.findByText('住宿押金', {}, { timeout: 20_000 })).toBeInTheDocument();
  }, 60_000);

  it('writes the charges’ descriptions in Chinese in the statement’s PDF', async () => {
    server.use(
      http.get(/\.woff2?(\?.*)?$/, async ({ request }) => {
        const bytes = await readFontFile(new URL(request.url).pathname);
        return HttpResponse.arrayBuffer(new Uint8Array(bytes).buffer);
      }),
    );
    // Only Date is faked (msw keeps its timers): the statement's academic year is Sep 1, 2026 – Aug 31, 2027.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    const user = userEvent.setup();
    render('/panel/invoices/statement');
    await user.click(await screen.findByRole('button', { name: '下载 PDF' }, { timeout: 20_000 }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    const text = await pdfText(new Uint8Array(await savedFileBytes(saved[0])));
    expect(text).toContain('住宿，9月');
    expect(text).not.toContain('Accommodation, September');
  }, 60_000);
});
