/**
 * The API names nationalities by number (nationality_id); this maps the ids the back end uses to region
 * codes, which Intl turns into names. An id not in the list is still shown and kept, never dropped.
 */
export const NATIONALITY_REGIONS: Record<number, string> = {
  1: 'US',
  7: 'RU',
  20: 'EG',
  27: 'ZA',
  30: 'GR',
  31: 'NL',
  33: 'FR',
  34: 'ES',
  39: 'IT',
  44: 'GB',
  49: 'DE',
  52: 'MX',
  55: 'BR',
  61: 'AU',
  62: 'ID',
  81: 'JP',
  82: 'KR',
  84: 'VN',
  86: 'CN',
  90: 'TR',
  91: 'IN',
  234: 'NG',
  351: 'PT',
  966: 'SA',
};

/** The region (ISO 3166 alpha-2) of a nationality id, or null for none or one the list does not know. */
export function regionOfNationality(id: number | null | undefined): string | null {
  return id === null || id === undefined ? null : (NATIONALITY_REGIONS[id] ?? null);
}
