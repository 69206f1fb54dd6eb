import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addStorePart, isFromEarlierVisit, studentLoaded, type RootState } from '@portal/data-access';
import { profileApi } from './profile-api';

const selectProfile = profileApi.endpoints.getProfile.select();

/** The session keeps the student of the last profile answer: the header and every page read them from there. */
function profileListeners() {
  const listener = createListenerMiddleware();

  listener.startListening({
    matcher: profileApi.endpoints.getProfile.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(studentLoaded(action.payload));
    },
  });

  // A profile kept on the device from an earlier visit is put into the cache without a fulfilled action: the
  // session takes its student too, so the header, the receipt and every page that reads the student show it at
  // once, and offline (until the API's answer replaces it).
  listener.startListening({
    predicate: (_action, current, previous) => {
      const profile = selectProfile(current as RootState);
      return (
        profile.data !== undefined &&
        profile.data !== selectProfile(previous as RootState).data &&
        isFromEarlierVisit(profile)
      );
    },
    effect: (_action, { dispatch, getState }) => {
      const { data } = selectProfile(getState() as RootState);
      if (data) dispatch(studentLoaded(data));
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
