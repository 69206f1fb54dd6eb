import {
  decodePaymentPayload,
  isPaymentPageType,
  parseId,
  type PaymentPageType,
  type PaymentPayloadError,
  type PaymentReturn,
} from '@portal/util';

type PayRouteError =
  'unknown_type' | 'missing_invoice' | 'invalid_invoice' | 'missing_payload' | PaymentPayloadError;

export type PayRoute =
  | {
      ok: true;
      type: PaymentPageType;
      invoiceId: number | undefined;
      payload: string | undefined;
      /** A waiting order (a storage booking) the payload names: paid through the storage checkout. */
      orderId: number | undefined;
      /** Where the purchase started, when the payload says (the basket, the e-SIM page). */
      returnTo: PaymentReturn | undefined;
    }
  | { ok: false; error: PayRouteError };

/**
 * Reads pay/{paymentPageType}/{invoiceId}/{paymentsId} (the pay pages' path). For `invoice` the second segment is the
 * invoice; for the other types the items travel in the encoded payload: in the third segment after an
 * invoice, or in the second when no invoice is involved. The payload is checked here and sent on as given;
 * the API prices it.
 */
export function parsePayRoute(params: Record<string, string | undefined>): PayRoute {
  const { paymentPageType: type, invoiceId: second, paymentsId: third } = params;
  if (!isPaymentPageType(type)) return { ok: false, error: 'unknown_type' };

  let invoiceSegment = second;
  let payload = third;
  if (type !== 'invoice' && third === undefined && second !== undefined && parseId(second) === null) {
    invoiceSegment = undefined;
    payload = second;
  }
  let invoiceId: number | undefined;
  if (invoiceSegment !== undefined) {
    const parsed = parseId(invoiceSegment);
    if (parsed === null) return { ok: false, error: 'invalid_invoice' };
    invoiceId = parsed;
  }
  let orderId: number | undefined;
  let returnTo: PaymentReturn | undefined;
  if (payload !== undefined) {
    const decoded = decodePaymentPayload(payload);
    if (!decoded.ok) return { ok: false, error: decoded.error };
    orderId = decoded.payload.order_id;
    returnTo = decoded.payload.return_to;
  }
  if (type === 'invoice' && invoiceId === undefined) return { ok: false, error: 'missing_invoice' };
  if (invoiceId === undefined && payload === undefined) return { ok: false, error: 'missing_payload' };
  return { ok: true, type, invoiceId, payload, orderId, returnTo };
}
