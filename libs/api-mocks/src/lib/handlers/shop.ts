import { http } from 'msw';
import { VISA_CONSULTATION_TOPICS, type Student, type VisaConsultationTopic } from '@portal/api-contract';
import { isValidPhone, parseId, PHONE_MAX } from '@portal/util';
import type { DemoDatabase } from '../database';
import { translatedOk, translatorFor } from '../content-translations';
import { apiError, ok, readJson } from '../responses';
import type { Authenticated } from './types';

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.trim().length <= max ? value.trim() : null;
const idParam = (value: string | null | undefined) => parseId(value ?? undefined);
const DATE_MESSAGES = {
  invalid_date: 'Dates must be given as yyyy-mm-dd.',
  pickup_in_past: 'The pickup date cannot be in the past.',
  dropoff_before_pickup: 'The drop-off date must be after the pickup date.',
} as const;

/** Shop, services, additional services, orders and the storage service (issue #4). */
export function createShopHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const shop = db.shop;
  const ownsInvoice = (student: Student, invoiceId: number) =>
    Boolean(db.findInvoice(student.student_id, invoiceId));

  return [
    http.get(
      '*/student_portal/categories',
      authenticated(({ request }) => {
        const parent = new URL(request.url).searchParams.get('parent');
        if (parent !== 'shop' && parent !== 'service')
          return apiError(400, 'invalid_parent', 'parent must be shop or service.');
        const translate = translatorFor(request);
        return translatedOk(
          shop.listCategories(parent).map((category) => translate.product(category)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/products',
      authenticated(({ request }) => {
        const categoryId = idParam(new URL(request.url).searchParams.get('category_id'));
        if (categoryId === null) return apiError(400, 'invalid_id', 'category_id must be a positive number.');
        if (!shop.categories.some((category) => category.id === categoryId))
          return apiError(404, 'not_found', 'Category not found.');
        const translate = translatorFor(request);
        return translatedOk(
          shop.listProducts(categoryId).map((product) => translate.product(product)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/products/:productId',
      authenticated(({ params, request }) => {
        const productId = parseId(String(params['productId']));
        if (productId === null)
          return apiError(400, 'invalid_id', 'The product id must be a positive number.');
        const found = shop.findProduct(productId);
        const translate = translatorFor(request);
        return found
          ? translatedOk(translate.product(found), translate)
          : apiError(404, 'not_found', 'Product not found.');
      }),
    ),

    http.get(
      '*/student_portal/taste-card',
      authenticated(() => {
        const card = shop.tasteCard();
        return card ? ok(card) : apiError(404, 'not_found', 'The taste card is not offered right now.');
      }),
    ),

    http.get(
      '*/student_portal/service',
      authenticated(() => ok(shop.services)),
    ),

    http.get(
      '*/student_portal/additional_services',
      authenticated(({ request }, student) => {
        const query = new URL(request.url).searchParams;
        const invoiceId = idParam(query.get('invoice_id'));
        const type = query.get('type');
        const rawCategory = query.get('category_id');
        const categoryId = rawCategory === null ? undefined : idParam(rawCategory);
        if (invoiceId === null || (type !== '0' && type !== '1') || categoryId === null) {
          return apiError(
            400,
            'invalid_request',
            'invoice_id, type (0 or 1) and an optional category_id are required.',
          );
        }
        if (!ownsInvoice(student, invoiceId)) return apiError(404, 'not_found', 'Invoice not found.');
        if (type === '0') return ok(shop.additionalServiceCategories);
        if (
          categoryId !== undefined &&
          !shop.additionalServiceCategories.some((category) => category.id === categoryId)
        ) {
          return apiError(404, 'not_found', 'Category not found.');
        }
        return ok(shop.listAdditionalServices(invoiceId, categoryId));
      }),
    ),

    http.get(
      '*/student_portal/airports',
      authenticated(() => ok(shop.airports)),
    ),

    http.get(
      '*/student_portal/airport_cars/:airportId',
      authenticated(({ params, request }) => {
        const airportId = parseId(String(params['airportId']));
        const person = idParam(new URL(request.url).searchParams.get('person'));
        if (airportId === null)
          return apiError(400, 'invalid_id', 'The airport id must be a positive number.');
        if (person === null || person > 12)
          return apiError(400, 'invalid_person', 'person must be between 1 and 12.');
        if (!shop.airports.some((airport) => airport.id === airportId))
          return apiError(404, 'not_found', 'Airport not found.');
        return ok(shop.listAirportCars(airportId, person));
      }),
    ),

    http.get(
      '*/student_portal/orders',
      authenticated((_info, student) => ok(shop.listOrders(student.student_id))),
    ),

    http.get(
      '*/student_portal/orders/:orderId',
      authenticated(({ params }, student) => {
        const orderId = parseId(String(params['orderId']));
        if (orderId === null) return apiError(400, 'invalid_id', 'The order id must be a positive number.');
        const order = shop.findOrder(student.student_id, orderId);
        return order ? ok(order) : apiError(404, 'not_found', 'Order not found.');
      }),
    ),

    // Gives up an order awaiting payment: the invoice it was billed on is voided, so its amount is no longer owed.
    http.post(
      '*/student_portal/orders/:orderId/cancel',
      authenticated(({ params }, student) => {
        const orderId = parseId(String(params['orderId']));
        if (orderId === null) return apiError(400, 'invalid_id', 'The order id must be a positive number.');
        const result = db.cancelOrder(student.student_id, orderId);
        if (result.ok)
          return ok(result.order, {
            message: `Order ${result.order.number} was cancelled.`,
            type: 'success',
            autoClose: 5000,
          });
        if (result.error === 'not_found') return apiError(404, 'not_found', 'Order not found.');
        if (result.error === 'not_pending')
          return apiError(409, 'not_pending', 'Only an order awaiting payment can be cancelled.', true);
        return apiError(
          409,
          'payment_pending',
          'A payment for this order is being processed: it can no longer be cancelled.',
          true,
        );
      }),
    ),

    http.post(
      '*/student_portal/visa_consultation',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        const topic = body?.['topic'];
        const phone = text(body?.['phone'], PHONE_MAX);
        const message = text(body?.['message'], 1000);
        const date = body?.['preferred_date'];
        const dates = shop.checkStorageDates(date, '9999-12-31');
        if (typeof topic !== 'string' || !(VISA_CONSULTATION_TOPICS as readonly string[]).includes(topic)) {
          return apiError(400, 'invalid_topic', 'Choose what the consultation is about.', true);
        }
        if (!dates.ok) return apiError(400, 'invalid_date', 'Choose a date from today on.', true);
        if (!phone || !isValidPhone(phone))
          return apiError(400, 'invalid_phone', 'Give a phone number we can call.', true);
        if (message === null) return apiError(400, 'invalid_message', 'The message is too long.', true);
        return ok(
          shop.requestConsultation(student.student_id, {
            topic: topic as VisaConsultationTopic,
            preferred_date: date as string,
            phone,
            message,
          }),
          { message: 'Your consultation request was sent.', type: 'success', autoClose: 5000 },
        );
      }),
    ),

    http.get(
      '*/storage_service/types',
      authenticated(({ request }) => {
        const query = new URL(request.url).searchParams;
        const dates = shop.checkStorageDates(query.get('pickup_date'), query.get('dropoff_date'));
        if (!dates.ok) return apiError(400, dates.error, DATE_MESSAGES[dates.error]);
        return ok(shop.storageTypesFor(dates.days));
      }),
    ),

    http.get(
      '*/storage_service/address',
      authenticated((_info, student) => ok(shop.storageAddress(student.student_id))),
    ),

    http.post(
      '*/storage_service/address',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        const line1 = text(body?.['line1']);
        const line2 =
          body?.['line2'] === null || body?.['line2'] === undefined || body?.['line2'] === ''
            ? null
            : text(body?.['line2']);
        const city = text(body?.['city'], 80);
        const postcode = text(body?.['postcode'], 12);
        const phone = text(body?.['phone'], PHONE_MAX);
        if (!line1 || !city || !postcode || !phone || (body?.['line2'] && line2 === null)) {
          return apiError(400, 'invalid_address', 'Street, city, postcode and phone are required.', true);
        }
        return ok(shop.saveStorageAddress(student.student_id, { line1, line2, city, postcode, phone }));
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
        if (invoiceId !== null && !ownsInvoice(student, invoiceId))
          return apiError(404, 'not_found', 'Invoice not found.');
        if (!shop.storageAddress(student.student_id))
          return apiError(409, 'no_address', 'Give the pickup address first.', true);
        const booked = shop.bookStorage(
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
