/** An invoice as a statement needs it (the contract's InvoiceSummary fits). */
export interface StatementInvoice {
  id: number;
  number: string;
  description: string;
  issue_date: string;
  amount: number;
  status: string;
}

/** A payment as a statement needs it (the contract's PaymentRecord fits). */
export interface StatementPayment {
  id: number;
  invoice_id: number | null;
  invoice_number: string | null;
  date: string;
  updated_at?: string | null;
  gateway: string;
  amount: number;
  status: string;
  reference: string | null;
}

export interface StatementMovement {
  key: string;
  /** YYYY-MM-DD */
  date: string;
  kind: 'invoice' | 'payment';
  invoiceNumber: string | null;
  description: string;
  gateway: string | null;
  reference: string | null;
  /** Billed (increases what is owed). */
  debit: number;
  /** Paid (decreases it). */
  credit: number;
  /** What is owed after this movement. */
  balance: number;
}

export interface Statement {
  from: string;
  to: string;
  opening: number;
  movements: StatementMovement[];
  closing: number;
}

/**
 * The academic year a day falls in: 1 September to 31 August (the schools' terms start in September).
 * Dates are ISO days (YYYY-MM-DD).
 */
export function academicYear(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  return { from: `${start}-09-01`, to: `${start + 1}-08-31` };
}

/** The day a payment was paid: when it completed, else the day it was made. */
export const paidOn = (payment: StatementPayment) => (payment.updated_at ?? payment.date).slice(0, 10);

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A statement of account between two days (both included): what was owed before `from` (every invoice issued
 * before it less every completed payment of them), each invoice issued and each payment completed in the range
 * by date (invoices before payments on a day), and what was owed at the end. A cancelled invoice was never owed;
 * a payment that did not complete moved no money. So the closing balance of a range that ends today or later is
 * the sum of what the open invoices still ask.
 */
export function buildStatement(
  invoices: readonly StatementInvoice[],
  payments: readonly StatementPayment[],
  from: string,
  to: string,
): Statement {
  const billed = invoices.filter((invoice) => invoice.status !== 'cancelled');
  const billedIds = new Set(billed.map((invoice) => invoice.id));
  const numbers = new Map(billed.map((invoice) => [invoice.id, invoice.number]));
  const paid = payments.filter(
    (payment) =>
      payment.status === 'completed' && payment.invoice_id !== null && billedIds.has(payment.invoice_id),
  );
  const all = [
    ...billed.map((invoice) => ({
      key: `invoice-${invoice.id}`,
      date: invoice.issue_date.slice(0, 10),
      kind: 'invoice' as const,
      invoiceNumber: invoice.number,
      description: invoice.description,
      gateway: null,
      reference: null,
      change: cents(invoice.amount),
    })),
    ...paid.map((payment) => ({
      key: `payment-${payment.id}-${payment.reference ?? ''}`,
      date: paidOn(payment),
      kind: 'payment' as const,
      invoiceNumber: payment.invoice_number ?? numbers.get(payment.invoice_id ?? -1) ?? null,
      description: '',
      gateway: payment.gateway,
      reference: payment.reference,
      change: -cents(payment.amount),
    })),
  ].sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.kind !== b.kind ? (a.kind === 'invoice' ? -1 : 1) : 0,
  );
  let balance = all.filter((entry) => entry.date < from).reduce((sum, entry) => sum + entry.change, 0);
  const opening = balance;
  const movements = all
    .filter((entry) => entry.date >= from && entry.date <= to)
    .map(({ change, ...entry }) => {
      balance += change;
      return {
        ...entry,
        debit: change > 0 ? change / 100 : 0,
        credit: change < 0 ? -change / 100 : 0,
        balance: balance / 100,
      };
    });
  return { from, to, opening: opening / 100, movements, closing: balance / 100 };
}

/**
 * A receipt's number: the same every time for one payment. Online payments and those the office recorded are
 * numbered apart, as their ids are: W (web) and R, each parted from the digits by a hyphen, so no letter reads as
 * a digit (an O among zeros did).
 */
export const receiptNumber = (source: 'online' | 'recorded', paymentId: number) =>
  `RCT-${source === 'online' ? 'W' : 'R'}-${String(paymentId).padStart(6, '0')}`;
