import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../index';

// Ana Silva with a long history: the seed's invoices and generated ones, 5,000 in all (DEMO_INVOICE_COUNT).
const { signIn, server } = setupMockApi({ invoiceCount: 5000 });
afterEach(() => server.events.removeAllListeners());

/** The figures a student reads on the dashboard: what they owe, how much of it is late, what is due next. */
async function figures(email: string) {
  const lists: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/student_portal/invoices')) lists.push(url);
  });
  signIn(email);
  renderRoutes(panelRoutes(dashboardRoutes), { url: '/panel/dashboard' });
  const total = await screen.findByRole('group', { name: 'Total amount due' }, { timeout: 90_000 });
  const nextDue = within(screen.getByRole('region', { name: 'Next invoices due' }));
  return {
    total: total.textContent,
    overdue: screen.getByRole('group', { name: 'Overdue invoices' }).textContent,
    nextDue: nextDue.getAllByRole('link', { name: /^INV-/ }).map((link) => link.textContent),
    // The list's pages only: never the whole list, whose size grows with the student's history.
    unpaged: lists.filter((url) => !url.searchParams.has('per_page')).length,
  };
}

// The figures as the portal showed them when it added up every invoice itself: the API's aggregates give the same.
describe('the dashboard’s figures for the seeded students', () => {
  it('shows Ana, with 5,000 invoices, what she owes over all of them, how much is late and what is due next', async () => {
    const shown = await figures('demo@student.test');
    expect(shown.total).toBe('Total amount due£1,300,555.62');
    // Every generated invoice past its due date with money owed is overdue, as its dates say.
    expect(shown.overdue).toBe('Overdue invoices2996');
    expect(shown.unpaged).toBe(0);
    // Not one of them late: the generated ones all are, so the seed's three still to come.
    expect(shown.nextDue).toEqual(['INV-000107', 'INV-000106', 'INV-000109']);
  }, 180_000);

  it('shows Kenji his own open invoices, the late one counted, the others soonest first', async () => {
    const shown = await figures('demo2@student.test');
    expect(shown.total).toBe('Total amount due£1,730.00');
    expect(shown.overdue).toBe('Overdue invoices1');
    expect(shown.nextDue).toEqual(['INV-000217', 'INV-000215']);
  }, 180_000);
});
