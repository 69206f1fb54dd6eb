import { isIsoDate } from './dates';

/**
 * How what a student chose travels with a purchase (basket line, payment payload, order item), all in its
 * options: a timed ticket's day and time under `date` and `time`; a choice each guest makes for their own
 * ticket (a dinner) under `<option>.<guest>`, guests counted from 1.
 */
export const TICKET_DATE_OPTION = 'date';
export const TICKET_TIME_OPTION = 'time';

/** A day a timed ticket is on sale (yyyy-mm-dd, the city's day), with that day's times. */
export interface TicketDay {
  date: string;
  times: string[];
}

export const guestChoiceKey = (option: string, guest: number): string => `${option}.${guest}`;

export function parseGuestChoiceKey(key: string): { option: string; guest: number } | null {
  const match = /^(.+)\.([1-9]\d{0,2})$/.exec(key);
  return match?.[1] && match[2] ? { option: match[1], guest: Number(match[2]) } : null;
}

/** How many guests have made a choice in these options (0 when none is per guest). */
export const guestCount = (options: Readonly<Record<string, unknown>>): number =>
  Math.max(0, ...Object.keys(options).map((key) => parseGuestChoiceKey(key)?.guest ?? 0));

/** Options that only link a purchase to something (its booking, its airport): never shown as a choice. */
const LINK_OPTIONS = new Set(['invoice_id', 'airport_id']);

/** One thing to show of a purchase's choices, in the order they were made. */
export type ItemChoice =
  | { kind: 'date'; date: string }
  | { kind: 'value'; value: string }
  | { kind: 'guest'; guest: number; values: string[] };

/** A purchase's options as a student reads them: dates as dates, each guest's choices together. */
export function itemChoices(options: Readonly<Record<string, string | number>> | undefined): ItemChoice[] {
  const choices: ItemChoice[] = [];
  const guests = new Map<number, string[]>();
  for (const [key, raw] of Object.entries(options ?? {})) {
    if (LINK_OPTIONS.has(key)) continue;
    const value = String(raw);
    const guest = parseGuestChoiceKey(key)?.guest;
    if (guest !== undefined) guests.set(guest, [...(guests.get(guest) ?? []), value]);
    else choices.push(isIsoDate(value) ? { kind: 'date', date: value } : { kind: 'value', value });
  }
  const byGuest = [...guests].sort(([a], [b]) => a - b);
  return [...choices, ...byGuest.map(([guest, values]) => ({ kind: 'guest' as const, guest, values }))];
}
