import { http } from 'msw';
import { PHONE_MAX } from '@portal/util';
import {
  apiError,
  ok,
  readJson,
  boundedText,
  type MockDatabase,
  type Authenticated,
} from '@portal/mocks-core';
import type { ShopStore } from './shop-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly shop: ShopStore };

const DATE_MESSAGES = {
  invalid_date: 'Dates must be given as yyyy-mm-dd.',
  pickup_in_past: 'The pickup date cannot be in the past.',
  dropoff_before_pickup: 'The drop-off date must be after the pickup date.',
} as const;

/** The storage service: the boxes for a stay, the pickup address and the booking a gateway then pays. */
export function storageHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/storage_service/types',
      authenticated(({ request }) => {
        const query = new URL(request.url).searchParams;
        const dates = db.shop.checkStorageDates(query.get('pickup_date'), query.get('dropoff_date'));
        if (!dates.ok) return apiError(400, dates.error, DATE_MESSAGES[dates.error]);
        return ok(db.shop.storageTypesFor(dates.days));
      }),
    ),

    http.get(
      '*/storage_service/address',
      authenticated((_info, student) => ok(db.shop.storageAddress(student.student_id))),
    ),

    http.post(
      '*/storage_service/address',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        const line1 = boundedText(body?.['line1']);
        const line2 =
          body?.['line2'] === null || body?.['line2'] === undefined || body?.['line2'] === ''
            ? null
            : boundedText(body?.['line2']);
        const city = boundedText(body?.['city'], 80);
        const postcode = boundedText(body?.['postcode'], 12);
        const phone = boundedText(body?.['phone'], PHONE_MAX);
        if (!line1 || !city || !postcode || !phone || (body?.['line2'] && line2 === null)) {
          return apiError(400, 'invalid_address', 'Street, city, postcode and phone are required.', true);
        }
        return ok(db.shop.saveStorageAddress(student.student_id, { line1, line2, city, postcode, phone }));
      }),
    ),

    http.post(
      '*/storage_service/checkout',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        const typeId = typeof body?.['type_id'] === 'number' ? body['type_id'] : NaN;
        const quantity = typeof body?.['quantity'] === 'number' ? body['quantity'] : NaN;
        const invoiceId = typeof body?.['invoice_id'] === 'number' ? body['invoice_id'] : null;
        if (
          !Number.isInteger(typeId) ||
          typeId < 1 ||
          !Number.isInteger(quantity) ||
          quantity < 1 ||
          quantity > 99
        ) {
          return apiError(400, 'invalid_request', 'type_id and a quantity from 1 to 99 are required.', true);
        }
        if (invoiceId !== null && !db.findInvoice(student.student_id, invoiceId))
          return apiError(404, 'not_found', 'Invoice not found.');
        if (!db.shop.storageAddress(student.student_id))
          return apiError(409, 'no_address', 'Give the pickup address first.', true);
        const booked = db.shop.bookStorage(
          student.student_id,
          {
            type_id: typeId,
            quantity,
            pickup_date: String(body?.['pickup_date'] ?? ''),
            dropoff_date: String(body?.['dropoff_date'] ?? ''),
          },
          invoiceId,
        );
        if (!booked.ok) return apiError(400, 'invalid_request', booked.message, true);
        const { order } = booked;
        return ok({ order_id: order.id, amount: order.amount, currency: order.currency });
      }),
    ),
  ];
}
