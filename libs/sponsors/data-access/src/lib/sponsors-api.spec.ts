import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sponsorsApi } from './sponsors-api';

const { server, signIn, requestsTo } = setupMockApi();
const ANA = 'demo@student.test';

function loggedInStore(email = ANA) {
  const tokens = signIn(email);
  const reload = vi.fn();
  const store = setupStore(undefined, { reload });
  return { store, tokens, reload };
}

// The sponsors' endpoints go through the one base query of data-access, signed in or not.
describe('base query', () => {
  it('sends a sponsor’s call with the link’s secret only, and never re-authenticates it', async () => {
    const { store, reload } = loggedInStore();
    const seen = requestsTo('/sponsor/view');
    const refreshes = requestsTo('/auth/refresh_token');
    server.use(http.get('*/sponsor/view', () => HttpResponse.json({}, { status: 401 })));
    const result = await store.dispatch(sponsorsApi.endpoints.getSponsorView.initiate('A'.repeat(43)));
    expect(result.isError).toBe(true);
    expect(seen[0]?.headers.get('x-sponsor-token')).toBe('A'.repeat(43));
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(seen[0]?.headers.get('xrefreshtoken')).toBeNull();
    expect(new URL(seen[0]?.url ?? 'http://x').pathname).toBe('/sponsor/view');
    expect(refreshes).toHaveLength(0);
    expect(store.getState().session.tokens).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
