import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes, renderRoutes } from '@portal/data-access/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '../index';

// Ana Silva with 120 invoices: the statement needs them all, never in one answer.
const { signIn, server } = setupMockApi({ invoiceCount: 120 });

const listRequests: Array<Record<string, string>> = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/student_portal/invoices') listRequests.push(Object.fromEntries(url.searchParams));
});

beforeAll(async () => {
  await import('./statement-page');
}, 60_000);

describe('statement of account over 120 invoices', () => {
  it('reads the invoices fifty at a time, oldest first, and never the whole list at once', async () => {
    signIn();
    renderRoutes(panelRoutes(invoicesRoutes), { url: '/panel/invoices/statement' });
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(listRequests).toEqual(
      [1, 2, 3].map((page) => ({ page: String(page), per_page: '50', sort: 'issue_date', order: 'asc' })),
    );
  });
});
