import { selectIsLoggedIn, signedOut, type SessionState } from './session-slice';

/** The portal's tabs of one browser talk on this channel (same origin only). */
const CHANNEL_NAME = 'portal-session';

type SessionMessage = { type: 'signedOut' };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** Tells the portal's other tabs that the student signed out here. */
export function announceSignOut(): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: 'signedOut' } satisfies SessionMessage);
  channel.close();
}

/**
 * A sign-out in another tab signs this one out too, at once: its cookies are already gone, and a tab that kept
 * the last student's tokens in memory would go on showing their data while the browser belongs to someone else.
 * Returns the remover.
 */
export function followSignOutInOtherTabs(store: {
  getState: () => { session: SessionState };
  dispatch: (action: ReturnType<typeof signedOut>) => unknown;
}): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'signedOut' && selectIsLoggedIn(store.getState()))
      store.dispatch(signedOut({ inOtherTab: true }));
  };
  return () => channel.close();
}
