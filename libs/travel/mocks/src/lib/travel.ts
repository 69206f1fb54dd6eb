import { http } from 'msw';
import type { BankAccountOffer, Flight, FlightTickets } from '@portal/api-contract';
import { translatedOk, translatorFor, ok, type Authenticated } from '@portal/mocks-core';

/** Where the demo back end serves its stand-in partner pages (apps/demo-api). */
export const DEMO_PARTNER_PATHS = {
  bank: '/demo-partners/bank/apply',
  flights: '/demo-partners/flights/search',
} as const;

function seedFlights(studentId: number): Flight[] {
  if (studentId !== 1001) return [];
  return [
    {
      id: 1,
      direction: 'arrival',
      airline: 'TAP Air Portugal',
      flight_number: 'TP1350',
      from_airport: 'LIS',
      from_city: 'Lisbon',
      to_airport: 'LHR',
      to_city: 'London',
      departs_at: '2026-08-30T07:05:00',
      arrives_at: '2026-08-30T09:45:00',
      booking_reference: 'QX7P2L',
      status: 'confirmed',
    },
    {
      id: 2,
      direction: 'departure',
      airline: 'TAP Air Portugal',
      flight_number: 'TP1363',
      from_airport: 'LHR',
      from_city: 'London',
      to_airport: 'LIS',
      to_city: 'Lisbon',
      departs_at: '2027-03-20T17:30:00',
      arrives_at: '2027-03-20T20:10:00',
      booking_reference: 'QX7P2L',
      status: 'changed',
    },
  ];
}

/**
 * The partner pages of the bank account and flight ticket routes. Their addresses point at this back end's
 * own stand-in pages, so the demo (and its allow-list of one origin) works on one machine.
 */
export function travelHandlers(authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/bank_account',
      authenticated(({ request }) => {
        const offer: BankAccountOffer = {
          partner_name: 'Thames Student Bank',
          summary:
            'A UK current account for international students: no monthly fee, a contactless debit card and an app in eight languages. Most students are approved within two working days.',
          requirements: [
            {
              id: 'passport',
              title: 'Your passport',
              description: 'Valid for the whole of your stay; the bank checks it by video or in a branch.',
            },
            {
              id: 'visa',
              title: 'Your visa or eVisa share code',
              description: 'Students from outside the UK show their right to study here.',
            },
            {
              id: 'letter',
              title: 'A bank letter from your school',
              description:
                'Confirms your course and UK address. Ask for one in Letters if you do not have it yet.',
            },
            {
              id: 'address',
              title: 'Your UK address',
              description: 'Where your card is sent: your residence or homestay.',
            },
          ],
          application_url: new URL(`${DEMO_PARTNER_PATHS.bank}?ref=student-portal`, request.url).href,
        };
        const translate = translatorFor(request);
        return translatedOk(translate.bankAccount(offer), translate);
      }),
    ),

    http.get(
      '*/student_portal/flights',
      authenticated(({ request }, student) => {
        const tickets: FlightTickets = {
          partner_name: 'SkyRoute Student Travel',
          search_url: new URL(DEMO_PARTNER_PATHS.flights, request.url).href,
          flights: seedFlights(student.student_id),
        };
        return ok(tickets);
      }),
    ),
  ];
}
