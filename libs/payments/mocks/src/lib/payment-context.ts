import type { InvoiceDetail, Student } from '@portal/api-contract';
import { parseId } from '@portal/util';
import { type MockDatabase, apiError, type Authenticated } from '@portal/mocks-core';
import type { PackagesStore } from '@portal/packages/mocks';
import type { ShopStore } from '@portal/shop/mocks';
import type { PaymentsStore, StoredPayment } from './payments-store';

/**
 * What the payment handlers read of the demo's database (api-mocks composes it of every domain's store): payments'
 * own store, and the shop's and the packages' whose checkouts they bill and settle.
 */
export type DemoDatabase = MockDatabase & {
  readonly payments: PaymentsStore;
  readonly packages: PackagesStore;
  readonly shop: ShopStore;
  /** An invoice on a running instalment plan is paid an instalment at a time: what the plan asks for now. */
  readonly plans?: {
    dueNow(studentId: number, invoice: InvoiceDetail, today: string): number | null;
  };
};

export const round = (value: number) => Math.round(value * 100) / 100;
export const PAYPAL_REGION = 'GB';

export const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);

export function invalid(message: string) {
  return apiError(400, 'invalid_request', message);
}

/** What every set of the student's payment handlers reads: the database, the clock and the student's payments. */
export interface PaymentHandlerContext {
  db: DemoDatabase;
  authenticated: Authenticated;
  now: () => string;
  /** The student's payment a request names by id (a number or its text), if it is theirs. */
  payment: (student: Student, raw: unknown) => StoredPayment | undefined;
}

export function paymentContext(db: DemoDatabase, authenticated: Authenticated): PaymentHandlerContext {
  return {
    db,
    authenticated,
    now: () => new Date(db.options.now()).toISOString(),
    payment(student, raw) {
      const paymentId = typeof raw === 'number' ? raw : parseId(text(raw));
      return paymentId === null ? undefined : db.payments.find(student.student_id, paymentId);
    },
  };
}

/** What every gateway's checkout answer starts with. */
export interface CheckoutBase {
  payment_id: number;
  invoice_id: number;
  amount: number;
  fee: number;
  total: number;
  currency: string;
}
