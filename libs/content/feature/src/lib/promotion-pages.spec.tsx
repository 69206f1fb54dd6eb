import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../index';

const { signIn, server } = setupMockApi();

// The lazy pages compile once, before any test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./promotions-page'), import('./promotion-page')]);
}, 60_000);

function renderPromotions(url: string) {
  signIn();
  return renderRoutes(panelRoutes(contentRoutes), { url });
}

describe('promotions list', () => {
  it('lists the current offers, the featured one first, each with partner, discount and validity', async () => {
    renderPromotions('/panel/promotions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offers and discounts' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Offers' });
    const offers = within(list).getAllByRole('listitem');
    expect(offers).toHaveLength(4);
    const first = offers[0] as HTMLElement;
    expect(
      within(first).getByRole('link', { name: 'Your first month at Riverside Gym is free' }),
    ).toHaveAttribute('href', '/panel/promotions/riverside-gym-first-month-free');
    expect(within(first).getByText('First month free')).toBeInTheDocument();
    expect(within(first).getByText('Riverside Gym')).toBeInTheDocument();
    expect(within(first).getByText(/^Valid until /)).toBeInTheDocument();
    expect(screen.queryByText('Summer festival pass')).not.toBeInTheDocument();
  });

  it('says when there are no offers', async () => {
    server.use(http.get('*/promotions', () => HttpResponse.json({ data: [] })));
    renderPromotions('/panel/promotions');
    expect(await screen.findByText('No offers right now. Check again soon.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/promotions', () => HttpResponse.json({}, { status: 500 })));
    renderPromotions('/panel/promotions');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Offers' })).toBeInTheDocument();
  });
});

describe('offer page', () => {
  it('shows the offer, its terms and a code to copy', async () => {
    renderPromotions('/panel/promotions/riverside-gym-first-month-free');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your first month at Riverside Gym is free' }),
    ).toBeInTheDocument();
    expect(screen.getByText('From Riverside Gym')).toBeInTheDocument();
    const redeem = screen
      .getByRole('heading', { level: 2, name: 'How to redeem' })
      .closest('.ant-card') as HTMLElement;
    expect(within(redeem).getByText('STUDENTGYM26')).toBeInTheDocument();
    expect(within(redeem).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(
      screen.getByText('A 3-month minimum membership applies after the free month.'),
    ).toBeInTheDocument();
    const outside = within(screen.getByRole('region', { name: 'About this offer' })).getByRole('link', {
      name: 'their website',
    });
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links out to redeem, in a new tab', async () => {
    renderPromotions('/panel/promotions/foyle-and-page-books-15-off');
    const link = await screen.findByRole('link', { name: /Shop on the student page/ });
    expect(link).toHaveAttribute('href', 'https://foyleandpage.example/students');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not follow a redeem link that is not https', async () => {
    server.use(
      http.get('*/promotions/:slug', () =>
        HttpResponse.json({
          data: {
            id: 9,
            slug: 'odd-offer',
            title: 'Odd offer',
            partner: 'Someone',
            summary: 'An offer with a bad link.',
            discount: '10% off',
            image: 'javascript:alert(1)',
            category: null,
            valid_from: '2026-01-01',
            valid_until: null,
            featured: false,
            body_html: '<p>Body</p>',
            terms: [],
            redeem: { method: 'link', url: 'javascript:alert(1)', label: 'Redeem now', instructions: null },
          },
        }),
      ),
    );
    renderPromotions('/panel/promotions/odd-offer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Odd offer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Redeem now/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('The partner’s page cannot be opened from here. Ask the student office for help.'),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it.each(['summer-festival-pass', 'no-such-offer', 'Bad%20Slug'])(
    'says "Not found" for %s',
    async (slug) => {
      const user = userEvent.setup();
      const { router } = renderPromotions(`/panel/promotions/${slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'All offers' }));
      expect(router.state.location.pathname).toBe('/panel/promotions');
    },
  );
});
