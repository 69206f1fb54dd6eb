import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentRoutes } from '../index';

const { signIn, server } = setupMockApi();

// The lazy pages compile once, before any test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./news-page'), import('./news-article-page')]);
}, 60_000);

function renderNews(url: string) {
  signIn();
  return renderRoutes(panelRoutes(contentRoutes), {
    url,
    extraRoutes: [markerRoute('/panel/support-center', 'Support centre page')],
  });
}

/** The paths of the API calls a test made, as sent (still encoded). */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return seen;
}

afterEach(() => server.events.removeAllListeners());

const articles = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem');

describe('news list', () => {
  it('lists the newest articles first and loads more on demand', async () => {
    const user = userEvent.setup();
    renderNews('/panel/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Winter closing dates for the student office' }),
    ).toHaveAttribute('href', '/panel/news/winter-closing-dates');
    expect(articles()).toHaveLength(6);
    expect(within(articles()[0] as HTMLElement).getByText('Nov 20, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Opening a UK bank account' })).toBeInTheDocument();
    expect(articles()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 40_000);

  it('says when there is no news', async () => {
    server.use(
      http.get('*/news', () => HttpResponse.json({ data: { items: [], page: 1, per_page: 6, total: 0 } })),
    );
    renderNews('/panel/news');
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry, and a malformed answer is an error too', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/news', () => HttpResponse.json({ data: { items: 'nope' } })));
    renderNews('/panel/news');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'The clocks go back this weekend' })).toBeInTheDocument();
  });
});

describe('news article', () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>)['__hostileArticleRan'];
  });

  it('shows the article with its date, author, picture and body, and links back', async () => {
    const user = userEvent.setup();
    const { router } = renderNews('/panel/news/winter-closing-dates');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Winter closing dates for the student office' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Published Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('· By Student Services team')).toBeInTheDocument();
    const body = screen.getByRole('region', { name: 'Article' });
    expect(body).toHaveTextContent('The student office is closed from 24 December to 1 January.');
    // A panel link in the body is followed in place.
    await user.click(within(body).getByRole('link', { name: 'support centre' }));
    expect(await screen.findByText('Support centre page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/support-center');
  });

  it('runs nothing of the hostile article and keeps none of its active markup', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderNews('/panel/news/phishing-alert-fake-payment-emails');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phishing alert: fake payment e-mails' }),
    ).toBeInTheDocument();
    const body = screen.getByRole('region', { name: 'Article' });
    const html = body.innerHTML.toLowerCase();
    for (const gone of [
      '<script',
      'onerror',
      'onload',
      'onclick',
      'javascript:',
      '<iframe',
      '<form',
      '<svg',
      'position:fixed',
    ])
      expect(html).not.toContain(gone);

    await user.click(within(body).getByText('Verify your account'));
    await user.click(within(body).getByText('Click anywhere to continue'));
    expect((window as unknown as Record<string, unknown>)['__hostileArticleRan']).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    // What the sanitiser left reads plainly: the stripped link as text, the refused picture as its alt text.
    expect(within(body).getByText('Verify your account').closest('a')).toBeNull();
    expect(within(body).queryByRole('img')).toBeNull();
    expect(within(body).getByText('Your invoice')).toBeVisible();

    const outside = within(body).getByRole('link', { name: /National Cyber Security Centre/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says "Not found" for an unknown article, with the way back', async () => {
    const user = userEvent.setup();
    const { router } = renderNews('/panel/news/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This article does not exist or has been taken down.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All news' }));
    expect(router.state.location.pathname).toBe('/panel/news');
    // The list has answered: its request stays in this test (msw 3 reports a request only once Node's fetch has
    // opened its mock socket, which can be after the next test has started listening).
    expect(
      await screen.findByRole('link', { name: 'Winter closing dates for the student office' }),
    ).toBeInTheDocument();
  });

  it.each(['Bad%20Slug', '..%2F..%2Fstudent_portal%2Fprofile', '%3Cscript%3E', 'UPPER'])(
    'says "Not found" for the malformed slug %s without asking the API',
    async (segment) => {
      const requests = recordRequests();
      renderNews(`/panel/news/${segment}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(requests.filter((path) => path.startsWith('/news'))).toEqual([]);
    },
  );

  it('asks for the article by its slug, encoded in the path', async () => {
    const requests = recordRequests();
    renderNews('/panel/news/welcome-week-recap');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Week in pictures' }),
    ).toBeInTheDocument();
    expect(requests).toContain('/news/welcome-week-recap');
  });

  it('shows an error with a retry when the article does not load', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/news/:slug', () => HttpResponse.json({}, { status: 500 })));
    renderNews('/panel/news/winter-closing-dates');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Winter closing dates for the student office' }),
    ).toBeInTheDocument();
  });
});
