import { z } from 'zod';
import { api } from '../api/api';
import { globalNotificationSchema, studentSchema, type Student } from '../models';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Student, void>({
      query: () => '/student_portal/profile',
      responseSchema: studentSchema,
      providesTags: ['Profile'],
    }),
    getGlobalNotification: build.query<z.infer<typeof globalNotificationSchema>, void>({
      query: () => '/student_portal/global_notification',
      responseSchema: globalNotificationSchema,
      providesTags: ['GlobalNotification'],
    }),
  }),
});

export const { useGetProfileQuery, useGetGlobalNotificationQuery } = profileApi;
