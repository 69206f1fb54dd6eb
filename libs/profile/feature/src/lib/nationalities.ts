import { NATIONALITY_REGIONS } from '@portal/util';

// The ids and their regions live in util: the currency estimate (data-access) reads them too.
export { NATIONALITY_REGIONS };

export function nationalityOptions(locale: string): Array<{ value: number; label: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.entries(NATIONALITY_REGIONS)
    .map(([id, region]) => ({ value: Number(id), label: names.of(region) ?? region }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
