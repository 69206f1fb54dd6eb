import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupStore, startStore } from '../store';
import { signedOut, tokensReceived } from './session-slice';

const tokens = { access: 'acc_1', refresh: 'ref_1' };
const stops: Array<() => void> = [];

/** A tab of the portal: its own store, started as the app starts it (persistence, listeners, tabs). */
function tab() {
  const store = setupStore();
  store.dispatch(tokensReceived(tokens));
  const { stopListeners } = startStore(store);
  stops.push(stopListeners);
  return store;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('a sign-out in another tab', () => {
  it('signs this tab out too, remembering that it was another tab', async () => {
    const here = tab();
    const other = tab();
    here.dispatch(signedOut());
    await vi.waitFor(() =>
      expect(other.getState().session).toMatchObject({ tokens: null, endedBy: 'otherTab' }),
    );
    expect(here.getState().session).toMatchObject({ tokens: null, endedBy: 'signOut' });
  });
});
