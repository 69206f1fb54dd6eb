import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addStorePart, studentLoaded } from '@portal/data-access';
import { profileApi } from './profile-api';

/** The session keeps the student of the last profile answer: the header and every page read them from there. */
function profileListeners() {
  const listener = createListenerMiddleware();

  listener.startListening({
    matcher: profileApi.endpoints.getProfile.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(studentLoaded(action.payload));
    },
  });

  // A saved profile shows in the header at once, without waiting for a refetch.
  listener.startListening({
    matcher: profileApi.endpoints.updateProfile.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(studentLoaded(action.payload));
    },
  });

  return listener.middleware;
}

/** Profile's part of every store (docs/architecture.md, "The store"): its listeners. */
export const profileStorePart = addStorePart({ domain: 'profile', listeners: () => [profileListeners()] });
