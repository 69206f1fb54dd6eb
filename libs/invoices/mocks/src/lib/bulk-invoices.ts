import { invoiceStatusOn, type InvoiceDetail } from '@portal/api-contract';
import { SEED_TODAY } from '@portal/mocks-core';

/** The student the demo's bulk setting (DEMO_INVOICE_COUNT) gives extra invoices to: Ana Silva, the first one. */
export const BULK_INVOICE_STUDENT_ID = 1001;

/** How much of each invoice was paid, in turn: all, none, none, half, all. */
const PAID_SHARES: readonly number[] = [1, 0, 0, 0.5, 1];
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_ISSUE = Date.UTC(2020, 0, 6);

/**
 * Deterministic extra invoices, so the student has `total` invoices in all (nothing when the seed already has
 * that many): a long history for trying the invoices list at scale. Ids follow `firstId`.
 */
export function bulkInvoices(
  existing: ReadonlyArray<{ student_id: number }>,
  total: number,
  firstId: number,
): Array<InvoiceDetail & { student_id: number }> {
  const have = existing.filter((invoice) => invoice.student_id === BULK_INVOICE_STUDENT_ID).length;
  const count = Math.max(0, Math.floor(total) - have);
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    const share = PAID_SHARES[index % PAID_SHARES.length] ?? 0;
    const amount = 40 + ((index * 37) % 960) + (index % 100) / 100;
    const paid = share === 1 ? amount : Math.round(amount * share * 100) / 100;
    const amountDue = Math.round((amount - paid) * 100) / 100;
    const issue = new Date(FIRST_ISSUE + (index % 2400) * DAY_MS).toISOString().slice(0, 10);
    const due = new Date(FIRST_ISSUE + ((index % 2400) + 14) * DAY_MS).toISOString().slice(0, 10);
    // The status the dates give, as the seed's: an invoice past its due date with money owed is overdue.
    const status = invoiceStatusOn({ amount, amount_due: amountDue, due_date: due }, SEED_TODAY);
    return {
      student_id: BULK_INVOICE_STUDENT_ID,
      id,
      number: `INV-B${String(index + 1).padStart(6, '0')}`,
      description: `Activity fee ${index + 1}`,
      issue_date: issue,
      due_date: due,
      amount,
      amount_due: amountDue,
      currency: 'GBP',
      status,
      lines: [
        {
          id: id * 100 + 1,
          description: `Activity fee ${index + 1}`,
          quantity: 1,
          unit_price: amount,
          amount,
        },
      ],
      subtotal: amount,
      tax: 0,
      total: amount,
      amount_paid: paid,
      payments:
        paid > 0
          ? [{ id: id * 10 + 1, date: issue, gateway: 'bank_transfer', amount: paid, status: 'completed' }]
          : [],
    };
  });
}
