import { parseFrameHosts } from '@portal/util';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_FRAME_SANDBOX, PARTNER_FRAME_TIMEOUT_MS, PartnerFrame } from './partner-frame';

const allowList = parseFrameHosts('bank.example http://localhost:3333');

/** `frame` on a page of the portal at /panel/frame, opened from /panel/travel (or, `first`, straight from outside). */
function renderInPortal(frame: ReactElement, { first = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/panel/travel', element: <p>Travel page</p> },
      { path: '/panel/dashboard', element: <p>Dashboard page</p> },
      { path: '/panel/frame', element: frame },
    ],
    { initialEntries: first ? ['/panel/frame'] : ['/panel/travel'] },
  );
  if (!first) void router.navigate('/panel/frame');
  render(<RouterProvider router={router} />);
  return router;
}

describe('PartnerFrame', () => {
  afterEach(() => void vi.useRealTimers());

  it('frames an allowed page in a sandbox, with a title and a way out', () => {
    render(<PartnerFrame url="https://bank.example/apply" allowList={allowList} title="Bank application" />);
    const frame = screen.getByTitle('Bank application');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://bank.example/apply');
    expect(frame).toHaveAttribute('sandbox', PARTNER_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    expect(screen.getByText('Shown from bank.example')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /Open in a new tab/ });
    expect(open).toHaveAttribute('href', 'https://bank.example/apply');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers a new tab when the partner page does not load in time, and tries again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<PartnerFrame url="https://bank.example/apply" allowList={allowList} title="Bank application" />);
    act(() => void vi.advanceTimersByTime(PARTNER_FRAME_TIMEOUT_MS - 1));
    expect(screen.getByTitle('Bank application')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('The partner page is not showing here');
    expect(screen.queryByTitle('Bank application')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
      'href',
      'https://bank.example/apply',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTitle('Bank application')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a loaded page', () => {
    render(<PartnerFrame url="https://bank.example/apply" allowList={allowList} title="Bank application" />);
    fireEvent.load(screen.getByTitle('Bank application'));
    expect(screen.queryByLabelText('Loading the partner page…')).not.toBeInTheDocument();
  });

  it('refuses a host off the list without a link to it, and offers the way back', async () => {
    renderInPortal(<PartnerFrame url="https://evil.example/x" allowList={allowList} title="Partner" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page cannot be shown in the portal');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'evil.example is not one of the portal’s partner sites.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Partner')).not.toBeInTheDocument();
    // Its icon says nothing of its own ("warning"): the title says it.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Travel page')).toBeInTheDocument();
  });

  it('opened straight from outside, offers the dashboard instead of a way back', async () => {
    renderInPortal(<PartnerFrame url="https://evil.example/x" allowList={allowList} title="Partner" />, {
      first: true,
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('refuses a javascript: address without a link to it or a frame', async () => {
    renderInPortal(
      <PartnerFrame
        url={encodeURIComponent('javascript:alert(1)')}
        encoded
        allowList={allowList}
        title="Partner"
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Addresses starting with “javascript:” are never opened by the portal.',
    );
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
