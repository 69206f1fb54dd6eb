import { academicYear } from '@portal/documents';
import type { StatementQuery } from '@portal/invoices/data-access';
import { isIsoDate } from '@portal/util';

/** What is wrong with a period the address names: a day that is not one, an end before the start, a start ahead. */
type PeriodProblem = 'invalid' | 'reversed' | 'future';

export type PeriodReading =
  | { period: StatementQuery; problem: null }
  | { period: null; problem: PeriodProblem; from: string | null; to: string | null };

/**
 * The statement's period from the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included). Without either,
 * the academic year of today; with one, the academic year of that day supplies the other. The address is the
 * student's to edit, so a day that does not exist, an end before the start or a start after today is told, not
 * guessed at.
 */
export function readStatementPeriod(search: URLSearchParams, today: string): PeriodReading {
  const given = { from: search.get('from'), to: search.get('to') };
  for (const day of [given.from, given.to])
    if (day !== null && !isIsoDate(day)) return { period: null, problem: 'invalid', ...valid(given) };
  const year = academicYear(given.from ?? given.to ?? today);
  const period = { from: given.from ?? year.from, to: given.to ?? year.to };
  if (period.from > period.to) return { period: null, problem: 'reversed', ...period };
  if (period.from > today) return { period: null, problem: 'future', ...period };
  return { period, problem: null };
}

const valid = ({ from, to }: { from: string | null; to: string | null }) => ({
  from: from !== null && isIsoDate(from) ? from : null,
  to: to !== null && isIsoDate(to) ? to : null,
});

/** The address of a period, as the page writes it back. */
export const writeStatementPeriod = ({ from, to }: StatementQuery) => new URLSearchParams({ from, to });
