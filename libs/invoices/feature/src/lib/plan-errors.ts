import { apiErrorOf } from '@portal/data-access';

const KNOWN = [
  'plan_exists',
  'not_eligible',
  'schedule_not_offered',
  'amounts_mismatch',
  'not_active',
] as const;
type Known = (typeof KNOWN)[number];

/** The translated message of a refused plan request: by the API's error code, else a general one. */
export function planErrorKey(error: unknown): `plans.errors.${Known | 'other'}` {
  const { code } = apiErrorOf(error);
  const known = KNOWN.find((candidate) => candidate === code);
  return `plans.errors.${known ?? 'other'}`;
}
