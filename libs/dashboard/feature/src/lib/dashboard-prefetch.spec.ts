import { setupMockApi } from '@portal/api-mocks/testing';
import { routerContextOf, setupStore } from '@portal/data-access';
import { panelRoutes } from '@portal/data-access/testing';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../index';

const { signIn, server } = setupMockApi();
afterEach(() => server.events.removeAllListeners());

/** The API paths asked for from now on. */
function requests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

describe('the dashboard’s route', () => {
  it('starts the page’s requests at navigation, in the store the router’s context carries, before anything renders', async () => {
    signIn();
    const store = setupStore();
    const asked = requests();
    // No render: only the route's loader can ask.
    const router = createMemoryRouter(panelRoutes(dashboardRoutes), {
      initialEntries: ['/panel/dashboard'],
      getContext: () => routerContextOf(store),
    });
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/student_portal\/invoices$/),
          expect.stringMatching(/\/student_portal\/profile$/),
          expect.stringMatching(/\/banners$/),
        ]),
      ),
    );
    router.dispose();
  });

  it('asks for nothing when the router carries no store (the page’s own hooks fetch)', async () => {
    signIn();
    const asked = requests();
    const router = createMemoryRouter(panelRoutes(dashboardRoutes), { initialEntries: ['/panel/dashboard'] });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(asked).toEqual([]);
    router.dispose();
  });
});
