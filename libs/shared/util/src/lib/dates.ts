import { dateTimeFormat } from './intl-cache';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './languages';

let dateLanguage: Language = DEFAULT_LANGUAGE;

/** Dates follow the student's language: the shell sets it at start-up and whenever the student changes it. */
export function setDateLanguage(language: Language): void {
  dateLanguage = language;
}

/** The Intl locale dates are written in now (en-US for English). */
export const dateLocale = (): string => INTL_LOCALES[dateLanguage];

/** "Mar 5, 2026" for an ISO date (yyyy-mm-dd or a full timestamp); an unreadable date is shown as given. */
export function formatDate(value: string, locale: string = dateLocale()): string {
  return formatIso(value, locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** An ISO date or timestamp in the given format; an unreadable one is shown as given. */
export function formatIso(value: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = parseIsoDate(value);
  return date ? dateTimeFormat(locale, options).format(date) : value;
}

/** A calendar date written yyyy-mm-dd that exists (Date would read Feb 30 as Mar 2). */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  parseIsoDate(value)?.toISOString().slice(0, 10) === value;

/** Today as yyyy-mm-dd, in UTC as the API counts days. */
export const isoToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The date `days` from `from` (negative: before it), as yyyy-mm-dd in UTC. */
export const isoInDays = (days: number, from: Date = new Date()): string =>
  isoToday(new Date(from.getTime() + days * 86_400_000));

export function parseIsoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole days from `from` to the date `value` (negative when it lies in the past). */
export function daysUntil(value: string, from: Date = new Date()): number | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  const startOfDay = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return Math.round((date.getTime() - startOfDay) / 86_400_000);
}

/** The city the portal serves: event times are shown in its time zone, wherever the device is. */
export const CITY_TIME_ZONE = 'Europe/London';

/** "Sat, Dec 5, 2026, 7:30 PM" for an ISO timestamp, in the city's time; an unreadable value is shown as given. */
export function formatDateTime(
  value: string,
  locale: string = dateLocale(),
  timeZone: string = CITY_TIME_ZONE,
): string {
  return formatIso(value, locale, { ...DATE_TIME, timeZone });
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * "Sat, Dec 5, 2026, 7:30 PM Greenwich Mean Time": a moment on a paper the student takes away (a receipt read by a
 * sponsor or a visa office anywhere), so it names its time zone. By its long name in every language: the short one
 * is an offset ("GMT+0", "غرينتش+0") in Chinese and Arabic, and "GMT+1" even in English in summer. An unreadable
 * value is shown as given.
 */
export function formatDateTimeWithZone(
  value: string,
  locale: string = dateLocale(),
  timeZone: string = CITY_TIME_ZONE,
): string {
  return formatIso(value, locale, { ...DATE_TIME, timeZone, timeZoneName: 'long' });
}

/** "11:30 PM" for an ISO timestamp, in the city's time; an unreadable value is shown as given. */
export function formatTime(
  value: string,
  locale: string = dateLocale(),
  timeZone: string = CITY_TIME_ZONE,
): string {
  return formatIso(value, locale, { hour: 'numeric', minute: '2-digit', timeZone });
}
