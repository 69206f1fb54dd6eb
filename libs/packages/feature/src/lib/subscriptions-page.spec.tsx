import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagesRoutes } from '../index';

const { signIn, server } = setupMockApi();

beforeAll(() => Promise.all([import('./subscriptions-page'), import('./subscription-detail-page')]), 60_000);

function renderSubscriptions(email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(packagesRoutes), { url: '/panel/subscription' });
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('subscriptions page', { timeout: 60_000 }, () => {
  it('lists the student’s subscriptions with status, next renewal and price, each leading to its page', async () => {
    const user = userEvent.setup();
    const { router } = renderSubscriptions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Gym & wellbeing, quarterly' });
    const gym = row('Gym & wellbeing, quarterly');
    expect(within(gym).getByText('Active')).toBeInTheDocument();
    expect(within(gym).getByText('Dec 1, 2026')).toBeInTheDocument();
    expect(within(gym).getByText('£75.00 every 3 months')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Gym & wellbeing, quarterly' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gym & wellbeing, quarterly' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/subscriptions/gym-quarterly-1');
  });

  it('shows the other student theirs: one running out, one expired', async () => {
    renderSubscriptions('demo2@student.test');
    await screen.findByRole('link', { name: 'Student membership, monthly' });
    const student = row('Student membership, monthly');
    // Auto-renew off is not "Cancelled": the membership runs to its end.
    expect(within(student).getByText('Ends on Nov 30, 2026')).toBeInTheDocument();
    expect(within(student).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(student).getByText('Does not renew: ends on Nov 30, 2026')).toBeInTheDocument();
    expect(within(student).getByText('£5.00 a month')).toBeInTheDocument();
    const gym = row('Gym & wellbeing, monthly');
    expect(within(gym).getByText('Expired')).toBeInTheDocument();
    expect(within(gym).getByText('Ended on Oct 31, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gym & wellbeing, quarterly' })).not.toBeInTheDocument();
  });

  it('says when there are none, and leads to the plans', async () => {
    server.use(http.get('*/packages/subscription', () => HttpResponse.json({ data: [] })));
    renderSubscriptions();
    expect(await screen.findByText('You have no subscriptions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the membership plans' })).toHaveAttribute(
      'href',
      '/panel/membership',
    );
  });

  it('shows an error with a retry when the list does not load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/packages/subscription', () => HttpResponse.json({ data: [{ slug: 'Bad Slug' }] })),
    );
    renderSubscriptions();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Gym & wellbeing, quarterly' })).toBeInTheDocument();
  });
});
