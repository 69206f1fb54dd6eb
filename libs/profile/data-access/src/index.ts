export type { ProfileUpdate, Student } from '@portal/api-contract';
export { useGetGlobalNotificationQuery, useUpdateProfileMutation } from './profile-api';
export { useCurrentStudent } from './use-current-student';
