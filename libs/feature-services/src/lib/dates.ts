/** Today as yyyy-mm-dd, in UTC as the API counts days. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
