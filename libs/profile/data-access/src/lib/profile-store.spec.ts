import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { describe, expect, it } from 'vitest';
import { profileApi } from './profile-api';
import './profile-store';

const { signIn } = setupMockApi();

describe("profile's part of the store", () => {
  it('puts the student of the profile’s answer in the session', async () => {
    signIn();
    const store = setupStore();
    expect(store.getState().session.student).toBeNull();
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(store.getState().session.student?.student_name).toBe('Ana Silva');
  });
});
