import type { FormRule } from 'antd';
/** Today as yyyy-mm-dd, in UTC as the API counts days. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The rules of a required date field that may not lie in the past (antd Form rules). */
export function notPastDateRules(requiredMessage: string, pastMessage: string): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    {
      validator: (_rule, value) =>
        !value || (isIsoDate(value) && value >= todayIso())
          ? Promise.resolve()
          : Promise.reject(new Error(pastMessage)),
    },
  ];
}
