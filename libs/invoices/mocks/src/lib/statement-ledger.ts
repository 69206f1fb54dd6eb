import {
  STATEMENT_PARAMS,
  statementQuerySchema,
  type Statement,
  type StatementLine,
  type StatementQuery,
} from '@portal/api-contract';

/** The period of a request, or null when a day is missing, malformed, given twice, or `from` is after `to`. */
export function readStatementQuery(search: URLSearchParams): StatementQuery | null {
  const raw: Record<string, string> = {};
  for (const key of STATEMENT_PARAMS) {
    const values = search.getAll(key);
    if (values.length !== 1) return null;
    raw[key] = values[0] as string;
  }
  const parsed = statementQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** One line of a student's account as the ledger keeps it: the amount in pence, signed (a credit negative). */
export type LedgerEntry = Omit<StatementLine, 'amount' | 'balance'> & { cents: number; order: number };

const KIND_RANK = { charge: 0, credit: 1 } as const;

/** The statement's order: by day, charges before credits, then by invoice, then as given (payment by payment). */
const compareEntries = (a: LedgerEntry, b: LedgerEntry) =>
  (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
  KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
  a.invoice_id - b.invoice_id ||
  a.order - b.order;

/** The first index of `entries` (sorted by day) whose day is `day` or later; with `after`, later than `day`. */
function firstFrom(entries: readonly LedgerEntry[], day: string, after: boolean): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const date = (entries[middle] as LedgerEntry).date;
    if (after ? date <= day : date < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One student's account, sorted by day once with what was owed before each line added up, so a statement costs
 * two binary searches and its own lines however long the history (the database builds it again after a change).
 */
export class StudentLedger {
  private readonly entries: LedgerEntry[];
  /** `owedBefore[i]`: what was owed, in pence, before `entries[i]`; the last one after every entry. */
  private readonly owedBefore: number[];

  constructor(
    entries: readonly LedgerEntry[],
    private readonly currency: string,
  ) {
    this.entries = [...entries].sort(compareEntries);
    this.owedBefore = [0];
    for (const entry of this.entries)
      this.owedBefore.push((this.owedBefore[this.owedBefore.length - 1] as number) + entry.cents);
  }

  statement({ from, to }: StatementQuery, today: string): Statement {
    const closingDate = to < today ? to : today;
    const start = firstFrom(this.entries, from, false);
    const end = Math.max(start, firstFrom(this.entries, closingDate, true));
    const opening = this.owedBefore[start] as number;
    let charges = 0;
    let credits = 0;
    const lines = this.entries.slice(start, end).map(({ cents, order: _order, ...entry }, index) => {
      if (cents > 0) charges += cents;
      else credits -= cents;
      return {
        ...entry,
        amount: Math.abs(cents) / 100,
        balance: (this.owedBefore[start + index + 1] as number) / 100,
      };
    });
    return {
      from,
      to,
      closing_date: closingDate,
      issued_on: today,
      currency: this.currency,
      opening_balance: opening / 100,
      lines,
      total_charges: charges / 100,
      total_credits: credits / 100,
      closing_balance: (this.owedBefore[end] as number) / 100,
    };
  }
}
