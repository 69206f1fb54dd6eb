import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { paths } from '@portal/util';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { travelRoutes } from '../index';

const mock = setupMockApi();

function renderFrame(url: string) {
  mock.signIn();
  return renderRoutes(panelRoutes(travelRoutes), { url });
}

/** The refused page's one link is the way back into the portal (opened straight here: the dashboard), never one out. */
const expectOnlyTheWayBack = () =>
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/panel/dashboard']);

const ready = () => screen.findByRole('heading', { level: 1, name: 'Partner page' }, { timeout: 15_000 });

describe('frame page', { timeout: 60_000 }, () => {
  it('shows a page of an allowed host (the demo back end) in the sandboxed frame', async () => {
    const partner = 'http://localhost:3333/demo-partners/bank/apply?ref=student-portal';
    renderFrame(paths.frame(partner));
    await ready();
    const frame = screen.getByTitle('Partner page');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', partner);
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin',
    );
    expect(screen.getByText('Shown from localhost:3333')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  // A phishing mail could otherwise use the portal's own page to launch its site.
  it('refuses an https host off the list, naming it, with no link to it', async () => {
    renderFrame(paths.frame('https://evil.example/phish?x=1'));
    await ready();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page cannot be shown in the portal');
    expect(alert).toHaveTextContent('evil.example is not one of the portal’s partner sites.');
    expectOnlyTheWayBack();
    expect(document.querySelector('a[href*="evil.example"]')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['javascript:alert(document.cookie)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['blob:http://localhost:3333/4f1c2a', 'blob:'],
  ])('refuses %s and runs nothing', async (url, scheme) => {
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderFrame(paths.frame(url));
    await ready();
    expect(screen.getByRole('alert')).toHaveTextContent('This page cannot be shown in the portal');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Addresses starting with “${scheme}” are never opened by the portal.`,
    );
    expectOnlyTheWayBack();
    expect(document.querySelector('iframe')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['/panel/frame/%2Fpanel%2Finvoices', 'The address is incomplete: it does not name a website.'],
    ['/panel/frame/evil.example%2Fx', 'The address is incomplete: it does not name a website.'],
    [
      '/panel/frame/%2F%2Fevil.example%2Fx',
      'The address for evil.example does not say how to connect to it securely.',
    ],
    ['/panel/frame/https%3A%2F%2Fbank.example%2F%E0%A4%A', 'The address in this link is damaged.'],
    [
      '/panel/frame/http%3A%2F%2Fbank.example%2Fapply',
      'bank.example does not use a secure (https) connection.',
    ],
    ['/panel/frame/https%3A%2F%2Fuser%3Apw%40localhost%3A3333%2F', 'contains a user name or password'],
  ])('refuses %s with a clear message', async (url, message) => {
    renderFrame(url);
    await ready();
    expect(screen.getByRole('alert')).toHaveTextContent('This page cannot be shown in the portal');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expectOnlyTheWayBack();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('checks an address that was not encoded into one segment just the same', async () => {
    renderFrame('/panel/frame/https://evil.example/phish');
    await ready();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'evil.example is not one of the portal’s partner sites.',
    );
  });
});
