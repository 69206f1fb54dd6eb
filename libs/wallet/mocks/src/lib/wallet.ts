import { http } from 'msw';
import { WALLET_PAYMENT_MIN, type WalletPayment } from '@portal/api-contract';
import { formatMoney } from '@portal/util';
import {
  type MockDatabase,
  translatedOk,
  translatorFor,
  apiError,
  readJson,
  validationError,
  type Authenticated,
} from '@portal/mocks-core';
import type { WalletStore } from './wallet-store';
import type { PaymentsStore } from '@portal/payments/mocks';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly wallet: WalletStore; readonly payments: PaymentsStore };

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const round = (value: number) => Math.round(value * 100) / 100;
const isPence = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The ambassador wallet (/ambassador/*): the balance and its history, and paying an open invoice from it. */
export function walletHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/ambassador/wallet',
      authenticated(({ request }, student) => {
        const translate = translatorFor(request);
        return translatedOk(translate.wallet(db.wallet.wallet(student.student_id)), translate);
      }),
    ),

    http.post(
      '*/ambassador/payment',
      authenticated(async ({ request }, student) => {
        const studentId = student.student_id;
        const body = (await readJson(request)) ?? {};
        const requestId = body['request_id'];
        if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))
          return apiError(400, 'invalid_request', 'request_id must be 8 to 64 letters, digits, - or _.');
        // The same request again (a double click, a retried call) gets the first answer: it pays once.
        const translate = translatorFor(request);
        const answer = (payment: WalletPayment) =>
          translatedOk(
            {
              ...payment,
              transaction: translate.walletEntry(payment.transaction),
              invoice: translate.described(payment.invoice),
            },
            translate,
          );
        const earlier = db.wallet.answeredBefore(studentId, requestId);
        if (earlier) return answer(earlier);

        const invoiceId = body['invoice_id'];
        if (typeof invoiceId !== 'number' || !Number.isInteger(invoiceId) || invoiceId <= 0)
          return validationError({ invoice_id: 'Choose the invoice to pay.' });
        const invoice = db.findInvoice(studentId, invoiceId);
        if (!invoice) return apiError(404, 'not_found', 'Invoice not found.');
        if (invoice.amount_due <= 0) return apiError(409, 'already_paid', 'This invoice is already paid.');
        if (db.payments.pendingFor(studentId, invoice.id))
          return apiError(
            409,
            'payment_pending',
            'A payment for this invoice is already being processed. Wait for it to be confirmed before paying again.',
          );

        const amount = body['amount'];
        if (
          typeof amount !== 'number' ||
          !Number.isFinite(amount) ||
          amount < WALLET_PAYMENT_MIN ||
          !isPence(amount)
        )
          return validationError({ amount: 'Enter an amount in pounds and pence, at least £0.01.' });
        const balance = db.wallet.balance(studentId);
        if (amount > balance)
          return validationError({
            amount: `That is more than your wallet balance of ${formatMoney(balance)}.`,
          });
        if (amount > invoice.amount_due)
          return validationError({
            amount: `That is more than the ${formatMoney(invoice.amount_due)} still due on this invoice.`,
          });

        const { transaction, paymentId } = db.wallet.debit(studentId, round(amount), invoice);
        db.applyPayment(studentId, invoice.id, {
          id: paymentId,
          date: transaction.date,
          gateway: 'wallet',
          amount: transaction.amount,
          status: 'completed',
        });
        const summary = db.invoiceSummary(studentId, invoice.id);
        if (!summary) return apiError(500, 'internal_error', 'The invoice disappeared.');
        const result = { transaction, balance: db.wallet.balance(studentId), invoice: summary };
        db.wallet.remember(studentId, requestId, result);
        return answer(result);
      }),
    ),
  ];
}
