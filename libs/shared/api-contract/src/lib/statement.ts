import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * `GET /student_portal/statement?from=YYYY-MM-DD&to=YYYY-MM-DD`: the student's statement of account between two
 * days (both included), added up by the API so that it costs one request however long the student's history.
 *
 * - `from`, `to`: required, each a calendar day that exists, given once, `from` not after `to`. Otherwise 400
 *   `invalid_query`; unknown parameters are ignored.
 * - The statement runs to {@link Statement.closing_date}: `to`, or the API's today when `to` lies ahead (nothing
 *   is owed or paid on days that have not come). It is {@link Statement.issued_on} the API's today.
 * - A charge is an invoice on its issue day (a cancelled one was never owed); a credit is a completed payment on
 *   the day the money arrived. On one day charges come before credits, then by invoice, then by payment.
 * - `opening_balance` is what was owed at the start of `from` (every charge before it less every credit), each
 *   line's `balance` what was owed after it, `closing_balance` what was owed at the end of `closing_date`:
 *   `opening_balance + total_charges - total_credits`, to the penny. Positive: the student owes.
 */
export const STATEMENT_PARAMS = ['from', 'to'] as const;

/**
 * A calendar day that exists, written YYYY-MM-DD (Feb 30 is not one). util's isIsoDate says the same; the contract
 * keeps its own so that loading it loads none of util's schemas (contract-import.spec.ts).
 */
const isDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const day = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isDay));

/** The query parameters as they arrive (strings); what the demo back end checks before answering. */
export const statementQuerySchema = lazySchema(() =>
  z.object({ from: day(), to: day() }).check(z.refine(({ from, to }) => from <= to)),
);

/** The period a statement is asked for, both days included. */
export interface StatementQuery {
  from: string;
  to: string;
}

export const STATEMENT_LINE_KINDS = ['charge', 'credit'] as const;

export const statementLineSchema = lazySchema(() =>
  z.object({
    /** The day of the line (YYYY-MM-DD): the invoice's issue day, or the day the payment arrived. */
    date: day(),
    kind: z.enum(STATEMENT_LINE_KINDS),
    /** The invoice charged, or the one the payment paid. */
    invoice_id: z.number(),
    invoice_number: z.string(),
    /**
     * What the student can quote: a charge's invoice number; a credit's payment reference (PAY-…), or null for a
     * payment the office recorded without one.
     */
    reference: z.nullable(z.string()),
    /**
     * A credit's payment (the id its receipt is numbered by: a recorded one's receipt, RCT-R-…, is what the student
     * quotes for a payment without a reference); null or absent for a charge.
     */
    payment_id: z.optional(z.nullable(z.number())),
    /** A charge's invoice description; null for a credit. */
    description: z.nullable(z.string()),
    /** A credit's payment method (`paypal`, `flywire`, `transfermate`, `bank_transfer`, `card`, `wallet`, …); null for a charge. */
    method: z.nullable(z.string()),
    /** Always positive: the kind tells whether it adds to what is owed or takes from it. */
    amount: z.number().check(z.gt(0)),
    /** What was owed after this line. */
    balance: z.number(),
  }),
);
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = lazySchema(() =>
  z.object({
    from: day(),
    to: day(),
    /** The day the closing balance is at: `to`, or the API's today when `to` lies ahead. */
    closing_date: day(),
    /** The API's today: the day this statement was made. */
    issued_on: day(),
    /** The currency of every amount (the API bills a student in one). */
    currency: z.string(),
    opening_balance: z.number(),
    lines: z.array(statementLineSchema),
    total_charges: z.number().check(z.gte(0)),
    total_credits: z.number().check(z.gte(0)),
    closing_balance: z.number(),
  }),
);
export type Statement = z.infer<typeof statementSchema>;
