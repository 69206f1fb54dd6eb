export {
  ACCOMMODATION_TYPES,
  STUDENT_BOOKING_KINDS,
  STUDENT_BOOKING_STATUSES,
  type Accommodation,
  type AccommodationType,
  type Agent,
  type Placement,
  type StudentBooking,
  type StudentBookingKind,
  type StudentBookingStatus,
} from '@portal/api-contract';
export {
  useGetAccommodationQuery,
  useGetAgentQuery,
  useGetPlacementQuery,
  useGetStudentBookingsQuery,
} from './stay-api';
export type { Booking } from './use-booking';
