import { z } from 'zod/mini';
import { api, TRANSLATED_TAG, keepOnDevice } from '@portal/data-access';
import {
  globalNotificationSchema,
  studentSchema,
  type ProfileUpdate,
  type Student,
} from '@portal/api-contract';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Student, void>({
      query: () => '/student_portal/profile',
      responseSchema: studentSchema,
      providesTags: ['Profile'],
    }),
    /** Saves the profile; the answer replaces the cached profile (and, via the store, the header's student). */
    updateProfile: build.mutation<Student, ProfileUpdate>({
      query: (body) => ({ url: '/student_portal/profile', method: 'PUT', body }),
      responseSchema: studentSchema,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
      },
    }),
    getGlobalNotification: build.query<z.infer<typeof globalNotificationSchema>, void>({
      query: () => '/student_portal/global_notification',
      responseSchema: globalNotificationSchema,
      providesTags: ['GlobalNotification', TRANSLATED_TAG],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(profileApi, ['getProfile']);

export const { useGetProfileQuery, useGetGlobalNotificationQuery, useUpdateProfileMutation } = profileApi;
