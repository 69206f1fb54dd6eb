export {
  ACCOMMODATION_TYPES,
  STUDENT_BOOKING_KINDS,
  STUDENT_BOOKING_STATUSES,
  type Accommodation,
  type AccommodationType,
  type Agent,
  type Placement,
  type ProfileUpdate,
  type Student,
  type StudentBooking,
  type StudentBookingKind,
  type StudentBookingStatus,
} from '@portal/api-contract';
export { profileApi, useGetGlobalNotificationQuery, useUpdateProfileMutation } from './lib/profile-api';
export { profileStorePart } from './lib/profile-store';
export {
  stayApi,
  useGetAccommodationQuery,
  useGetAgentQuery,
  useGetPlacementQuery,
  useGetStudentBookingsQuery,
} from './lib/stay-api';
export { useBooking, type Booking } from './lib/use-booking';
export { useCurrentStudent } from './lib/use-current-student';
