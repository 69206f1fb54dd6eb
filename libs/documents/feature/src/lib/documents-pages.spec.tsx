import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes, savedFileText } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentsRoutes } from '../index';

const { signIn, server } = setupMockApi();

beforeAll(async () => {
  await Promise.all([import('./my-ids-page'), import('./letters-page')]);
});

// jsdom has no blob: URLs and no windows to open; these stand in for the browser, and record what the page asked of it.
const blobs: Blob[] = [];
beforeEach(() => {
  blobs.length = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:http://localhost/${blobs.length}`;
    },
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => vi.restoreAllMocks());

function renderPage(url: string) {
  signIn();
  return renderRoutes(panelRoutes(documentsRoutes), { url });
}

const row = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelector('td')?.textContent);

describe('my IDs page', () => {
  it('lists the ID cards and documents with date, type and validity, expired ones marked', async () => {
    renderPage('/panel/myids');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My IDs and documents' }),
    ).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Residence permit' });
    expect(titles()).toEqual(['Student ID card 2026/27', 'Enrolment certificate', 'Residence permit']);
    expect(within(row('Student ID card 2026/27')).getByText('Student card')).toBeInTheDocument();
    expect(within(row('Student ID card 2026/27')).getByText('Sep 7, 2026')).toBeInTheDocument();
    expect(within(row('Student ID card 2026/27')).getByText('Jun 30, 2027')).toBeInTheDocument();
    expect(within(row('Student ID card 2026/27')).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(row('Residence permit')).getByText('Residence card')).toBeInTheDocument();
    expect(within(row('Residence permit')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('Enrolment certificate')).getByText('No expiry')).toBeInTheDocument();
    // Letters have their own page.
    expect(screen.queryByText('Address confirmation letter')).not.toBeInTheDocument();
  });

  it('downloads a document through the API with the session, under its file name', async () => {
    const user = userEvent.setup();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage('/panel/myids');
    await user.click(await screen.findByRole('button', { name: 'Download Enrolment certificate' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('enrolment-certificate.txt');
    expect(clicks[0]?.href).toBe('blob:http://localhost/1');
    expect(await savedFileText(blobs[0])).toContain('Enrolment certificate');
  });

  it('opens a document in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage('/panel/myids');
    await user.click(await screen.findByRole('button', { name: 'Open Residence permit' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/1'));
    expect(tab.opener).toBeNull();
    expect(await savedFileText(blobs[0])).toContain('Residence permit');
  });

  it('says so when a file cannot be fetched, and closes the tab it opened', async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(
      http.get('*/student_portal/my_documents/:id/file', () => HttpResponse.json({}, { status: 500 })),
    );
    renderPage('/panel/myids');
    await user.click(await screen.findByRole('button', { name: 'Open Residence permit' }));
    expect(
      await screen.findByText('This document could not be opened. Please try again.'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('never sends the session to a file URL off the API host', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    server.use(
      http.get('*/student_portal/my_documents', () =>
        HttpResponse.json({
          data: [
            {
              id: 9,
              title: 'Odd document',
              kind: 'id',
              type: 'odd_type',
              issued_at: '2026-01-01',
              expires_at: null,
              file_name: 'odd.txt',
              mime_type: 'text/plain',
              url: 'https://evil.example/steal',
            },
          ],
        }),
      ),
    );
    renderPage('/panel/myids');
    await user.click(await screen.findByRole('button', { name: 'Download Odd document' }));
    expect(
      await screen.findByText('This document could not be opened. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('odd type')).toBeInTheDocument();
    expect(requests.some((url) => url.includes('evil.example'))).toBe(false);
  });

  it('says so when there are no documents', async () => {
    server.use(http.get('*/student_portal/my_documents', () => HttpResponse.json({ data: [] })));
    renderPage('/panel/myids');
    expect(await screen.findByText('You have no documents yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/my_documents', () => HttpResponse.json({}, { status: 500 })));
    renderPage('/panel/myids');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('cell', { name: 'Residence permit' })).toBeInTheDocument();
  });
});

describe('letters page', () => {
  it('lists the letters, an expired one marked', async () => {
    renderPage('/panel/letters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Letters' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Visa support letter' });
    expect(titles()).toEqual(['Address confirmation letter', 'Visa support letter']);
    expect(within(row('Visa support letter')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('Address confirmation letter')).getByText('Address confirmation')).toBeInTheDocument();
    expect(screen.queryByText('Residence permit')).not.toBeInTheDocument();
  });

  it('says so when there are no letters', async () => {
    server.use(http.get('*/student_portal/my_documents', () => HttpResponse.json({ data: [] })));
    renderPage('/panel/letters');
    expect(await screen.findByText('You have no letters yet')).toBeInTheDocument();
  });

  it('offers the way to ask for a letter, with the list and without one', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderRoutes(panelRoutes(documentsRoutes), {
      url: '/panel/letters',
      extraRoutes: [markerRoute('/panel/create-ticket', 'New request')],
    });
    await screen.findByRole('cell', { name: 'Visa support letter' });
    await user.click(screen.getByRole('link', { name: 'Ask for a letter' }));
    expect(await screen.findByText('New request')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?letter=other');
  });
});
