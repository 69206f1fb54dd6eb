import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { supportRoutes } from '../index';

const { signIn, server } = setupMockApi();

function renderPage() {
  signIn();
  return renderRoutes(panelRoutes(supportRoutes), { url: '/panel/tickets' });
}

describe('tickets page', () => {
  it('lists the requests as conversations, most recent activity first', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /heater|bank|deposit/i });
    expect(links.map((link) => link.textContent)).toEqual([
      'Letter for my bank account',
      'Broken heater in my room',
      'Refund of the deposit',
    ]);
    expect(links[2]).toHaveAttribute('href', '/panel/tickets/3');
    const item = links[2]?.closest('li') as HTMLElement;
    expect(within(item).getByText('3 messages')).toBeInTheDocument();
    expect(within(item).getByText('Closed')).toBeInTheDocument();
    expect(within(item).getByText('Last activity Sep 28, 2026')).toBeInTheDocument();
  });

  it('says so when there are no conversations', async () => {
    server.use(http.get('*/student_portal/student_requests', () => HttpResponse.json({ data: [] })));
    renderPage();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('shows an error state when the list cannot be read', async () => {
    server.use(
      http.get('*/student_portal/student_requests', () => HttpResponse.json({ data: [{ id: 'x' }] })),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
