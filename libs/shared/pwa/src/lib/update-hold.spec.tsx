import './i18n/register';
import { AntdNotifications } from '@portal/ui';
import { ToastsRoot, updateHolds, useHoldUpdates } from '@portal/ui-light';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaController, SKIP_WAITING_RETRY_MS, UPDATE_CHECK_TIMEOUT_MS } from './service-worker';
import { UpdateNotice, UpdateOnNavigation } from './update-notice';

const release: Array<() => void> = [];
afterEach(() => {
  while (release.length) release.pop()?.();
});
const holdNow = () => release.push(updateHolds.hold());

describe('PwaController with holds', () => {
  it('reloads at once when nothing holds (the spec behaviour)', async () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    await controller.updateNow();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(controller.getNoticeState()).toBe('none');
  });

  it('defers a new deploy and a controller change while a page holds, and says so', async () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    holdNow();
    await controller.updateNow();
    controller.reloadOnce();
    expect(reload).not.toHaveBeenCalled();
    expect(controller.getNoticeState()).toBe('held');
  });

  it('reloads at the next route change once the hold is gone, not before', async () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    holdNow();
    controller.reloadOnce();
    controller.onRouteChange();
    expect(reload).not.toHaveBeenCalled();
    release.pop()?.();
    // The payment's outcome is on screen: the hold has ended, but the page stays until the student moves on.
    expect(reload).not.toHaveBeenCalled();
    controller.onRouteChange();
    expect(reload).toHaveBeenCalledTimes(1);
    controller.onRouteChange();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the student presses Reload, held or not', async () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    holdNow();
    await controller.updateNow();
    controller.applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for a new worker that installs slowly instead of reloading onto the old build', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const controller = new PwaController(reload);
      const installing = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
      const waiting = { state: 'installed', postMessage: vi.fn() };
      const registration = {
        installing,
        waiting: null as typeof waiting | null,
        update: () => Promise.resolve(),
      };
      controller.attach(registration as unknown as ServiceWorkerRegistration);
      const updated = controller.updateNow();
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_TIMEOUT_MS * 4);
      expect(reload).not.toHaveBeenCalled();
      // The precache is done: the worker waits, is told to take over, and its controllerchange reloads the page.
      installing.state = 'installed';
      registration.waiting = waiting;
      installing.dispatchEvent(new Event('statechange'));
      await updated;
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a waiting worker again until it takes over (Chromium may drop the first activation)', () => {
    vi.useFakeTimers();
    try {
      const controller = new PwaController(vi.fn());
      const waiting = { state: 'installed', postMessage: vi.fn() };
      controller.attach({ waiting } as unknown as ServiceWorkerRegistration);
      controller.applyUpdate();
      expect(waiting.postMessage).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(SKIP_WAITING_RETRY_MS);
      expect(waiting.postMessage).toHaveBeenCalledTimes(2);
      waiting.state = 'activating';
      vi.advanceTimersByTime(SKIP_WAITING_RETRY_MS * 10);
      expect(waiting.postMessage).toHaveBeenCalledTimes(2);
      expect(waiting.postMessage).toHaveBeenLastCalledWith({ type: 'SKIP_WAITING' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no Reload notice while it applies a new deploy by itself', () => {
    const controller = new PwaController(vi.fn());
    const registration = {
      installing: null,
      waiting: null,
      update: () => new Promise<void>(() => undefined),
    };
    controller.attach(registration as unknown as ServiceWorkerRegistration);
    void controller.updateNow();
    controller.setUpdateWaiting(true);
    expect(controller.getNoticeState()).toBe('none');
  });

  it('reloads anyway when the server does not answer the worker check in time', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const controller = new PwaController(reload);
      const registration = {
        installing: null,
        waiting: null,
        update: () => new Promise<void>(() => undefined),
      };
      controller.attach(registration as unknown as ServiceWorkerRegistration);
      const updated = controller.updateNow();
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_TIMEOUT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await updated;
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a route change without a deferred update does nothing', () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    controller.onRouteChange();
    expect(reload).not.toHaveBeenCalled();
  });
});

function BusyPage() {
  const [busy, setBusy] = useState(true);
  useHoldUpdates(busy);
  return (
    <>
      <p>{busy ? 'Paying' : 'Payment received'}</p>
      <button type="button" onClick={() => setBusy(false)}>
        Finish
      </button>
      <Link to="/done">Go on</Link>
    </>
  );
}

function renderShell(controller: PwaController) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <UpdateOnNavigation controller={controller} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/pay', element: <BusyPage /> },
          { path: '/done', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/pay'] },
  );
  render(
    <ToastsRoot notifications={AntdNotifications}>
      <UpdateNotice controller={controller} />
      <RouterProvider router={router} />
    </ToastsRoot>,
  );
}

describe('UpdateNotice and UpdateOnNavigation', () => {
  it('a held page shows "ready" with Reload; the reload happens on leaving the page', async () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    renderShell(controller);
    expect(screen.getByText('Paying')).toBeInTheDocument();
    expect(updateHolds.isHeld()).toBe(true);

    await act(() => controller.updateNow());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('A new version is ready');
    expect(notice).toHaveTextContent('It will load when you are done here');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(updateHolds.isHeld()).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the Reload button of a held notice reloads at once', async () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    renderShell(controller);
    act(() => controller.reloadOnce());
    const notice = await screen.findByRole('alert');
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaving a page that still holds (a payment abandoned) reloads onto the next page', async () => {
    const reload = vi.fn();
    const controller = new PwaController(reload);
    renderShell(controller);
    act(() => controller.reloadOnce());
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
