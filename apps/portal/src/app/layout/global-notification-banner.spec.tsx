import { setupMockApi } from '@portal/api-mocks/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalNotificationBanner } from './global-notification-banner';
// The shell's strings, as the portal's start registers them.
import '../i18n/register';

const { server, signIn } = setupMockApi();

// Only Date is faked (msw and React keep their timers): the office's notice is about Friday 27 November 2026.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

function renderBanner() {
  signIn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <GlobalNotificationBanner />
            <h1>Dashboard</h1>
          </>
        ),
      },
    ],
    { url: '/' },
  );
}

const notice = () => screen.queryByRole('region', { name: 'Notice from the student office' });

describe('the office’s notice', () => {
  it('shows before its date', async () => {
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Notice from the student office' })).toHaveTextContent(
      'closed on Friday 27 November',
    );
  });

  it('is not shown once its date has passed', async () => {
    vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
    let asked = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.endsWith('/student_portal/global_notification')) asked = true;
    });
    renderBanner();
    await vi.waitFor(() => expect(asked).toBe(true));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(notice()).not.toBeInTheDocument();
  });

  it('is not shown past its date even when an answer still carries it', async () => {
    vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
    server.use(
      http.get('*/student_portal/global_notification', () =>
        HttpResponse.json({
          data: { message: 'Closed on Friday.', type: 'info', expires_at: '2026-11-28T00:00:00Z' },
        }),
      ),
    );
    let answered = false;
    server.events.on('response:mocked', () => void (answered = true));
    renderBanner();
    await vi.waitFor(() => expect(answered).toBe(true));
    expect(notice()).not.toBeInTheDocument();
  });
});
