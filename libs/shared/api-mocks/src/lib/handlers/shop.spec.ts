import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';
import { isoInDays } from '@portal/util';

const { db } = setupMockApi();
const api = 'http://api.test';

function as(studentId: number) {
  const { access } = db.issueTokens(studentId);
  return (path: string, init: RequestInit = {}) =>
    fetch(`${api}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${access}`,
        'content-type': 'application/json',
        ...(init.headers ?? {}),
      },
    });
}

describe('shop API', () => {
  it('needs a session', async () => {
    expect((await fetch(`${api}/student_portal/orders`)).status).toBe(401);
    expect((await fetch(`${api}/storage_service/types`)).status).toBe(401);
  });

  it('serves each student only their own orders', async () => {
    const ana = await (await as(1001)('/student_portal/orders')).json();
    const kenji = await (await as(1002)('/student_portal/orders')).json();
    expect(ana.data.map((order: { id: number }) => order.id)).toEqual([5002, 5001]);
    expect(kenji.data.map((order: { id: number }) => order.id)).toEqual([5003]);
    expect((await as(1002)('/student_portal/orders/5001')).status).toBe(404);
  });

  it('refuses bad parameters with a 4xx and a message', async () => {
    const get = as(1001);
    for (const [path, status] of [
      ['/student_portal/categories?parent=nope', 400],
      ['/student_portal/products?category_id=abc', 400],
      ['/student_portal/products/0', 400],
      ['/student_portal/additional_services?invoice_id=4&type=2', 400],
      ['/student_portal/additional_services?invoice_id=13&type=1', 404],
      ['/student_portal/airport_cars/1?person=13', 400],
      ['/student_portal/airport_cars/9?person=2', 404],
      [`/storage_service/types?pickup_date=${isoInDays(-1)}&dropoff_date=${isoInDays(5)}`, 400],
      [`/storage_service/types?pickup_date=${isoInDays(5)}&dropoff_date=${isoInDays(5)}`, 400],
    ] as const) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, status]);
      expect((await response.json()).error.message).toEqual(expect.any(String));
    }
  });

  it('books and pays a storage order through the checkout endpoints with the gateway fields', async () => {
    const call = as(1001);
    const body = {
      type_id: 1,
      quantity: 2,
      pickup_date: isoInDays(3),
      dropoff_date: isoInDays(13),
      invoice_id: 4,
    };
    expect(
      (await call('/storage_service/checkout', { method: 'POST', body: JSON.stringify(body) })).status,
    ).toBe(409);
    const address = {
      line1: '12 Market St',
      line2: null,
      city: 'London',
      postcode: 'E1 6AN',
      phone: '07700900123',
    };
    expect(
      (await call('/storage_service/address', { method: 'POST', body: JSON.stringify(address) })).status,
    ).toBe(200);
    expect((await (await call('/storage_service/address')).json()).data).toEqual(address);
    const checkout = await (
      await call('/storage_service/checkout', { method: 'POST', body: JSON.stringify(body) })
    ).json();
    expect(checkout.data).toMatchObject({ amount: 10, currency: 'GBP' });
    const orderId = checkout.data.order_id;
    // Asking again for the same booking gives the same order.
    const again = await (
      await call('/storage_service/checkout', { method: 'POST', body: JSON.stringify(body) })
    ).json();
    expect(again.data.order_id).toBe(orderId);
    const pay = (student: number, gateway: string, fields: Record<string, unknown>) =>
      as(student)(`/storage_service/checkout/${gateway}`, { method: 'POST', body: JSON.stringify(fields) });
    expect((await pay(1001, 'paypal', { order_id: orderId })).status).toBe(400);
    expect((await pay(1002, 'paypal', { order_id: orderId, paypal_region: 'GB' })).status).toBe(404);
    expect((await pay(1001, 'cash', { order_id: orderId })).status).toBe(404);
    expect(
      (await pay(1001, 'paypal', { order_id: orderId, invoice_id: 213, paypal_region: 'GB' })).status,
    ).toBe(404);
    // It answers like /payment/checkout: a PayPal order to approve, captured, then confirmed when asked.
    const started = await (
      await pay(1001, 'paypal', { order_id: orderId, invoice_id: 4, paypal_region: 'GB' })
    ).json();
    expect(started.data).toMatchObject({
      gateway: 'paypal',
      amount: 10,
      currency: 'GBP',
      paypal_region: 'GB',
    });
    const { payment_id, order_id: paypalOrder } = started.data;
    expect((await (await call(`/student_portal/orders/${orderId}`)).json()).data.status).toBe('pending');
    expect(
      (
        await call('/payment/paypal/capture_order', {
          method: 'POST',
          body: JSON.stringify({ payment_id, order_id: paypalOrder }),
        })
      ).status,
    ).toBe(200);
    expect((await (await call(`/student_portal/payment/${payment_id}`)).json()).data.status).toBe(
      'completed',
    );
    expect((await (await call(`/student_portal/orders/${orderId}`)).json()).data.status).toBe('paid');
    // Paid: nothing left to pay.
    expect((await pay(1001, 'flywire', { order_id: orderId })).status).toBe(409);
  });

  it('asks the bank-transfer provider’s fields', async () => {
    const call = as(1001);
    db.shop.saveStorageAddress(1001, { line1: 'a', line2: null, city: 'b', postcode: 'c', phone: '0123456' });
    const checkout = await (
      await call('/storage_service/checkout', {
        method: 'POST',
        body: JSON.stringify({
          type_id: 2,
          quantity: 1,
          pickup_date: isoInDays(1),
          dropoff_date: isoInDays(2),
        }),
      })
    ).json();
    const order_id = checkout.data.order_id;
    const transfer = (fields: Record<string, unknown>) =>
      call('/storage_service/checkout/transfermate', {
        method: 'POST',
        body: JSON.stringify({ order_id, ...fields }),
      });
    expect((await transfer({ country_code: 'BR' })).status).toBe(400);
    const pending = await (
      await transfer({ country_code: 'BR', payment_method: 'pix', payer_document: '12345678900' })
    ).json();
    expect(pending.data.transfermate.type).toBe('instructions');
    // Until the transfer is confirmed, the booking cannot be paid a second time.
    expect((await transfer({ country_code: 'BR', payment_method: 'pix', payer_document: '1' })).status).toBe(
      409,
    );
  });
});
