import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { supportRoutes } from '../index';

const { signIn, server } = setupMockApi();

function renderPage(url = '/panel/support-center') {
  signIn();
  return renderRoutes(panelRoutes(supportRoutes), { url });
}

const subjects = () =>
  screen.getAllByRole('link', { name: /heater|bank|deposit/i }).map((link) => link.textContent);
const statusFilter = () => screen.getByRole('radiogroup', { name: 'Filter by status' });

describe('support center page', () => {
  it('lists my requests with category, date, status and last activity', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Broken heater in my room' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(subjects()).toEqual([
      'Letter for my bank account',
      'Broken heater in my room',
      'Refund of the deposit',
    ]);
    const row = screen.getByRole('link', { name: 'Broken heater in my room' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Accommodation')).toBeInTheDocument();
    expect(within(row).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Answered')).toBeInTheDocument();
    expect(within(row).getByText('Nov 3, 2026')).toBeInTheDocument();
    // Another student's request never shows.
    expect(screen.queryByText('Visa appointment')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New request/ })).toHaveAttribute('href', '/panel/create-ticket');
  });

  it('filters by status and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('link', { name: 'Broken heater in my room' });
    await user.click(within(statusFilter()).getByText('Closed'));
    await waitFor(() => expect(subjects()).toEqual(['Refund of the deposit']));
    expect(router.state.location.search).toBe('?status=closed');
    await user.click(within(statusFilter()).getByText('In progress'));
    expect(await screen.findByText('No requests match this filter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all requests' }));
    expect(subjects()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('ignores an unknown status in the URL', async () => {
    renderPage('/panel/support-center?status=%3Cscript%3E');
    await screen.findByRole('link', { name: 'Broken heater in my room' });
    expect(within(statusFilter()).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(subjects()).toHaveLength(3);
  });

  it('opens a request from its subject', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Refund of the deposit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refund of the deposit' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/tickets/3');
  });

  it('says so when there are no requests', async () => {
    server.use(http.get('*/student_portal/student_requests', () => HttpResponse.json({ data: [] })));
    renderPage();
    expect(await screen.findByText('You have not sent any requests yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New request/ })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/student_requests', () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Broken heater in my room' })).toBeInTheDocument();
  });
});
