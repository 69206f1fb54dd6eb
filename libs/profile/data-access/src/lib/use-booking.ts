import type { StudentBooking } from '@portal/api-contract';
import type { CatalogBooking } from '@portal/util';
import { useGetStudentBookingsQuery } from './stay-api';

export interface Booking {
  /** The bookings a purchase can be added to, newest stay first. */
  bookings: CatalogBooking[];
  /** The booking in the path, or the newest one when the path names none. */
  booking: CatalogBooking | undefined;
  /** The path names a booking that is not one of these. */
  notFound: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * Whether a shop purchase or an extra can be added to a booking: only to a stay that is not cancelled. The shop
 * delivers to the student's accommodation and the extras (early check-in, room cleaning) are done there, so a
 * course, an exam, an airport pickup or an event ticket is nothing to add them to, and neither is an invoice that
 * bills no booking at all (a library fine, a gym membership). In the seed: Ana's Riverside Residence
 * (ACC-2026-0412, billed on invoice 2) and Kenji's homestay (ACC-2026-0533, invoice 14).
 */
function isBookable(booking: StudentBooking): booking is StudentBooking & { invoice_id: number } {
  return booking.kind === 'accommodation' && booking.status !== 'cancelled' && booking.invoice_id !== null;
}

/** The booking a purchase is for. `invoiceId` is the parsed path segment: null if malformed, undefined if absent. */
export function useBooking(invoiceId: number | null | undefined): Booking {
  const { data, isLoading, isError, refetch } = useGetStudentBookingsQuery(undefined, {
    skip: invoiceId === null,
  });
  const bookings = (data ?? [])
    .filter(isBookable)
    .sort((a, b) => b.start_date.localeCompare(a.start_date))
    .map((booking) => ({ id: booking.invoice_id, reference: booking.reference, title: booking.title }));
  // Without a booking in the path, the newest stay: where the student lives now or next.
  const booking =
    invoiceId === undefined ? bookings[0] : bookings.find((candidate) => candidate.id === invoiceId);
  return {
    bookings,
    booking,
    notFound: invoiceId === null || (Boolean(data) && invoiceId !== undefined && !booking),
    isLoading,
    isError,
    refetch: () => void refetch(),
  };
}
