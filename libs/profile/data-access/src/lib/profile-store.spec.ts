import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore, startStore, type KeptStart } from '@portal/data-access';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { profileApi } from './profile-api';
import './profile-store';
import { useCurrentStudent } from './use-current-student';

const { signIn, requestsTo } = setupMockApi();

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("profile's part of the store", () => {
  it('puts the student of the profile’s answer in the session', async () => {
    signIn();
    const store = setupStore();
    expect(store.getState().session.student).toBeNull();
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(store.getState().session.student?.student_name).toBe('Ana Silva');
  });

  it('puts the student of a profile kept from an earlier visit in the session at once, before any answer', async () => {
    signIn();
    const earlier = setupStore().dispatch(profileApi.endpoints.getProfile.initiate());
    const profile = await earlier.unwrap();
    earlier.unsubscribe();
    const asked = requestsTo('/student_portal/profile');
    const nothing = async () => undefined;
    const keptAt = Date.now() - 3 * 60 * 60 * 1000;
    const kept: KeptStart = {
      storage: { readAll: async () => [], put: nothing, remove: nothing, clear: nothing },
      answers: [
        {
          v: 1,
          owner: profile.student_id,
          key: 'getProfile(undefined)',
          endpointName: 'getProfile',
          originalArgs: undefined,
          data: profile,
          fulfilledTimeStamp: keptAt,
          bytes: JSON.stringify(profile).length,
        },
      ],
    };
    const store = setupStore();
    stops.push(startStore(store, { kept }).stopListeners);
    // What the header, the receipt and the pages read: offline, this is all they have.
    expect(store.getState().session.student?.student_name).toBe('Ana Silva');
    expect(asked).toHaveLength(0);
    // Its age, for the pages that wait on the student ("Updated 3 hours ago").
    const { result } = renderHook(() => useCurrentStudent(), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }),
    });
    expect(result.current).toMatchObject({
      student: { student_name: 'Ana Silva' },
      fulfilledTimeStamp: keptAt,
    });
  });
});
