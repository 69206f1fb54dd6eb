import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../index';

const { signIn, server } = setupMockApi();

// The lazy pages compile once, before any test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./dashboard-page'), import('./dashboard2-page')]);
}, 60_000);

function renderDashboard(url: string, email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(dashboardRoutes), {
    url,
    extraRoutes: [
      markerRoute('/panel/news/:slug', 'Article page'),
      markerRoute('/panel/events', 'Events page'),
    ],
  });
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe.each(['/panel/dashboard', '/panel/dashboard2'])('dashboard content at %s', (url) => {
  it('shows the student’s course, accommodation and agent', async () => {
    renderDashboard(url);
    const course = await section('Your course');
    expect(await within(course).findByText('City Language School')).toBeInTheDocument();
    expect(within(course).getByText('General English, Upper-Intermediate (B2)')).toBeInTheDocument();
    expect(within(course).getByText('Sep 7, 2026 – Jun 25, 2027')).toBeInTheDocument();

    const home = await section('Your accommodation');
    expect(await within(home).findByText('Riverside Residence')).toBeInTheDocument();
    expect(within(home).getByText('Residence')).toBeInTheDocument();
    expect(within(home).getByText('12 Market Street, London E1 6AN')).toBeInTheDocument();
    expect(within(home).getByText('Sep 5, 2026')).toBeInTheDocument();

    const agent = await section('Your agent');
    expect(await within(agent).findByText('Maria Oliveira')).toBeInTheDocument();
    // A link is named by what it shows, so voice control finds it by the words on the screen.
    const mail = within(agent).getByRole('link', { name: 'maria.oliveira@brightpath.example' });
    expect(mail).toHaveAttribute('href', 'mailto:maria.oliveira@brightpath.example');
    expect(mail).toHaveAccessibleDescription('E-mail Maria Oliveira');
    const phone = within(agent).getByRole('link', { name: '+55 11 91234-5678' });
    expect(phone).toHaveAttribute('href', 'tel:+5511912345678');
    expect(phone).toHaveAccessibleDescription('Call Maria Oliveira');
  }, 40_000);

  it('shows the latest news and one offer, and links to every section', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard(url);
    const news = await section('Latest news');
    const articles = await within(news).findAllByRole('listitem');
    expect(articles).toHaveLength(3);
    expect(within(news).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/panel/news');

    const offer = await section('Offer for you');
    expect(
      await within(offer).findByRole('link', { name: 'Your first month at Riverside Gym is free' }),
    ).toHaveAttribute('href', '/panel/promotions/riverside-gym-first-month-free');
    expect(within(offer).getByText('First month free')).toBeInTheDocument();

    const explore = await section('Explore');
    expect(
      within(explore)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/panel/booking', '/panel/events', '/panel/ventrata', '/panel/promotions', '/panel/news']);

    await user.click(within(news).getByRole('link', { name: 'Winter closing dates for the student office' }));
    expect(await screen.findByText('Article page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/news/winter-closing-dates');
  }, 40_000);

  it('keeps the page when one section fails: that section alone shows an error and retries', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/agent', () => HttpResponse.json({}, { status: 500 })));
    renderDashboard(url);
    const agent = await section('Your agent');
    expect(await within(agent).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This part could not be loaded.',
    );
    // The rest of the dashboard is there.
    expect(await within(await section('Your course')).findByText('City Language School')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total amount due' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    server.resetHandlers();
    await user.click(within(agent).getByRole('button', { name: 'Try again' }));
    expect(await within(agent).findByText('Maria Oliveira')).toBeInTheDocument();
  }, 40_000);
});

describe('dashboard content', () => {
  it('shows the other student their own stay', async () => {
    renderDashboard('/panel/dashboard', 'demo2@student.test');
    expect(await within(await section('Your course')).findByText('Riverside College')).toBeInTheDocument();
    const home = await section('Your accommodation');
    expect(await within(home).findByText('Homestay with the Patel family')).toBeInTheDocument();
    expect(within(home).getByText('Half board')).toBeInTheDocument();
    expect(await within(await section('Your agent')).findByText('Hiroshi Sato')).toBeInTheDocument();
    expect(screen.queryByText('Maria Oliveira')).not.toBeInTheDocument();
  }, 40_000);

  it('says so when there is no placement, accommodation or agent yet', async () => {
    server.use(
      http.get('*/student_portal/placement', () => HttpResponse.json({ data: null })),
      http.get('*/student_portal/accommodation', () => HttpResponse.json({ data: null })),
      http.get('*/student_portal/agent', () => HttpResponse.json({ data: null })),
      http.get('*/news', () => HttpResponse.json({ data: { items: [], page: 1, per_page: 3, total: 0 } })),
      http.get('*/promotions', () => HttpResponse.json({ data: [] })),
      http.get('*/banners', () => HttpResponse.json({ data: [] })),
    );
    renderDashboard('/panel/dashboard');
    expect(
      await screen.findByText(
        'Your course will show here once your school has placed you.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No accommodation is booked through us.')).toBeInTheDocument();
    expect(await screen.findByText('You booked directly with us, without an agent.')).toBeInTheDocument();
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
    expect(await screen.findByText('No offers right now.')).toBeInTheDocument();
  }, 40_000);

  it('follows a banner link only to a panel path or an https address', async () => {
    renderDashboard('/panel/dashboard');
    const banners = await section('Highlights');
    const link = (name: string | RegExp) => within(banners).queryByRole('link', { name, hidden: true });
    expect(
      await within(banners).findByRole('link', { name: 'See the events', hidden: true }),
    ).toHaveAttribute('href', '/panel/events');
    const outside = link(/Open the journey planner/);
    expect(outside).toHaveAttribute('href', 'https://tfl.gov.uk/plan-a-journey/');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    // The survey banner's plain-http link is dropped; its text stays.
    expect(within(banners).getByText('Tell us about your first weeks')).toBeInTheDocument();
    expect(link('Answer the survey')).toBeNull();
  }, 40_000);

  it('shows one banner at a time, with previous, next and a dot per banner', async () => {
    const user = userEvent.setup();
    renderDashboard('/panel/dashboard');
    const banners = await section('Highlights');
    const shown = () =>
      within(banners)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const first = await within(banners).findByRole('group', { name: /^Banner 1 of \d+$/ });
    expect(first).toBeVisible();
    const count = within(banners).getAllByRole('button', { name: /^Banner \d+ of \d+$/ }).length;
    expect(count).toBeGreaterThan(1);
    // Only the first is shown (and reachable); the others are hidden.
    expect(shown()).toHaveLength(1);
    const previous = within(banners).getByRole('button', { name: 'Previous banner' });
    expect(previous).toBeDisabled();
    expect(within(banners).getByRole('button', { name: 'Banner 1 of ' + count })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const before = shown()[0];
    await user.click(within(banners).getByRole('button', { name: 'Next banner' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).not.toBe(before);
    expect(within(banners).getByRole('group', { name: 'Banner 2 of ' + count })).toBeVisible();
    expect(previous).toBeEnabled();

    await user.click(within(banners).getByRole('button', { name: `Banner ${count} of ${count}` }));
    expect(within(banners).getByRole('button', { name: 'Next banner' })).toBeDisabled();
    await user.click(previous);
    expect(within(banners).getByRole('group', { name: `Banner ${count - 1} of ${count}` })).toBeVisible();
  }, 40_000);

  it('drops hostile banner links', async () => {
    const banner = (id: number, link: string) => ({
      id,
      title: `Banner ${id}`,
      text: null,
      image: 'javascript:alert(1)',
      link,
      link_label: `Open ${id}`,
    });
    server.use(
      http.get('*/banners', () =>
        HttpResponse.json({
          data: [
            banner(1, 'javascript:alert(document.cookie)'),
            banner(2, '//evil.example/panel'),
            banner(3, 'data:text/html,<script>alert(1)</script>'),
            banner(4, '/panel/../../evil'),
            banner(5, 'https://user:pw@evil.example'),
          ],
        }),
      ),
    );
    renderDashboard('/panel/dashboard');
    const banners = await section('Highlights');
    expect(await within(banners).findByText('Banner 1')).toBeInTheDocument();
    const hrefs = within(banners)
      .queryAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    // "/panel/../../evil" resolves to "/evil", outside the panel: dropped as well.
    expect(hrefs).toEqual([]);
    expect(banners.querySelector('img')).toBeNull();
  }, 40_000);
});
