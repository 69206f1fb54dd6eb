import { http } from 'msw';
import { parseId } from '@portal/util';
import {
  translatedOk,
  translatorFor,
  apiError,
  ok,
  type MockDatabase,
  type Authenticated,
} from '@portal/mocks-core';
import type { ShopStore } from './shop-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly shop: ShopStore };

/** The student's orders: the list, one order, and giving up one that awaits payment. */
export function orderHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/orders',
      authenticated(({ request }, student) => {
        const translate = translatorFor(request);
        return translatedOk(
          db.shop.listOrders(student.student_id).map((order) => translate.order(order)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/orders/:orderId',
      authenticated(({ params, request }, student) => {
        const orderId = parseId(String(params['orderId']));
        if (orderId === null) return apiError(400, 'invalid_id', 'The order id must be a positive number.');
        const order = db.shop.findOrder(student.student_id, orderId);
        const translate = translatorFor(request);
        return order
          ? translatedOk(translate.order(order), translate)
          : apiError(404, 'not_found', 'Order not found.');
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
  ];
}
