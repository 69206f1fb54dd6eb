import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '../index';

// Ana Silva with 5,000 invoices since January 2020: a year of them is some 760 invoices and their payments.
const { signIn, server } = setupMockApi({ invoiceCount: 5000 });

const apiRequests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  apiRequests.push(`${url.pathname}${url.search}`);
});

beforeAll(async () => {
  await import('./statement-page');
}, 60_000);

const field = (label: string) =>
  screen.getByText(label, { selector: 'th *' }).closest('th')?.nextElementSibling?.textContent;

describe('statement of account over 5,000 invoices', () => {
  it('asks the API once for the period, never for the invoices or the payments', async () => {
    signIn();
    renderRoutes(panelRoutes(invoicesRoutes), {
      url: '/panel/invoices/statement?from=2025-01-01&to=2025-12-31',
    });
    expect(await screen.findByText('Closing balance on Dec 31, 2025')).toBeInTheDocument();
    expect(Number(field('Movements'))).toBeGreaterThan(1000);
    expect(apiRequests.sort()).toEqual([
      '/student_portal/profile',
      '/student_portal/statement?from=2025-01-01&to=2025-12-31',
    ]);
  });
});
