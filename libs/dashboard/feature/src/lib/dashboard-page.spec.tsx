import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../index';

const { signIn, server } = setupMockApi();

function renderDashboard(url: string) {
  signIn();
  return renderRoutes(panelRoutes(dashboardRoutes), {
    url,
    extraRoutes: [
      markerRoute('/panel/invoices', 'Invoices page'),
      markerRoute('/panel/invoices/:id', 'Invoice page'),
    ],
  });
}

// Ana's open invoices: 105 (overdue, £95), 104 (overdue, partly paid, £480 left) and 110 (overdue, £13.50) are
// late; 107 (£255.50), 106 (£880) and 109 (£3,200) are due next.
const NEXT_DUE = ['INV-000107', 'INV-000106', 'INV-000109'];

const nextDueNumbers = () =>
  within(screen.getByRole('region', { name: 'Next invoices due' }))
    .getAllByRole('link', { name: /^INV-/ })
    .map((link) => link.textContent);

describe.each(['/panel/dashboard', '/panel/dashboard2'])('dashboard at %s', (url) => {
  it('greets the student and sums up what is due', async () => {
    renderDashboard(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total amount due' })).toHaveTextContent('£4,924.00');
    // A partly paid invoice past its due date counts as overdue.
    expect(screen.getByRole('group', { name: 'Overdue invoices' })).toHaveTextContent('3');
    // Only what is not yet late is "next due": the late ones are the overdue figure, a link away.
    expect(nextDueNumbers()).toEqual(NEXT_DUE);
    expect(screen.queryByRole('link', { name: 'INV-000105' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View overdue invoices' })).toHaveAttribute(
      'href',
      '/panel/invoices?status=overdue',
    );
    const first = screen.getByRole('link', { name: 'INV-000107' }).closest('li') as HTMLElement;
    expect(within(first).queryByText(/Overdue/)).not.toBeInTheDocument();
  });

  it('links each invoice to its page, and to the whole list', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard(url);
    expect(await screen.findByRole('link', { name: 'View all invoices' })).toHaveAttribute(
      'href',
      '/panel/invoices',
    );
    await user.click(screen.getByRole('link', { name: 'INV-000106' }));
    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/invoices/6');
  });

  it('says there is nothing to pay when everything is paid', async () => {
    server.use(
      // The student's one invoice is paid: the API owes nothing to list as due.
      http.get('*/student_portal/invoices', () =>
        HttpResponse.json({
          data: {
            items: [],
            page: 1,
            per_page: 5,
            total: 0,
            total_all: 1,
            totals: { amount_due: 0, outstanding_count: 0, overdue_count: 0, currency: null },
          },
        }),
      ),
    );
    renderDashboard(url);
    expect(await screen.findByText('Nothing to pay — you’re all set')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total amount due' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the summary', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/invoices', () => HttpResponse.json({}, { status: 500 })));
    renderDashboard(url);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('group', { name: 'Total amount due' })).toHaveTextContent('£4,924.00');
  });
});

describe('dashboard', () => {
  it('still shows the totals when the profile does not load', async () => {
    server.use(http.get('*/student_portal/profile', () => HttpResponse.json({}, { status: 404 })));
    renderDashboard('/panel/dashboard');
    expect(await screen.findByRole('group', { name: 'Total amount due' })).toHaveTextContent('£4,924.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the other student their own numbers', async () => {
    signIn('demo2@student.test');
    renderRoutes(panelRoutes(dashboardRoutes), { url: '/panel/dashboard2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Kenji' })).toBeInTheDocument();
    // 1000 overdue + 700 partly paid + 30 unpaid.
    expect(await screen.findByRole('group', { name: 'Total amount due' })).toHaveTextContent('£1,730.00');
    expect(screen.getByRole('group', { name: 'Overdue invoices' })).toHaveTextContent('1');
  });
});
