import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** What a page or section needs to know of each query to say how old what it shows is. */
export interface AgedQuery {
  /** When the data it shows was given by the API (RTK Query's `fulfilledTimeStamp`). */
  fulfilledTimeStamp?: number | undefined;
}

/**
 * The oldest data among `queries` given before this page loaded (kept on the device from an earlier visit), or
 * undefined when all of it came in this visit.
 */
function keptSince(queries: readonly AgedQuery[]): number | undefined {
  let oldest: number | undefined;
  for (const { fulfilledTimeStamp } of queries) {
    if (fulfilledTimeStamp !== undefined && fulfilledTimeStamp < performance.timeOrigin)
      oldest = oldest === undefined ? fulfilledTimeStamp : Math.min(oldest, fulfilledTimeStamp);
  }
  return oldest;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * "Updated 3 hours ago": the age of data kept on the device from an earlier visit, shown while the page asks the
 * API again (or cannot, offline). Nothing for data of this visit.
 */
export function KeptAge({ queries }: { queries: readonly AgedQuery[] }) {
  const { t, i18n } = useTranslation('common');
  const since = keptSince(queries);
  if (since === undefined) return null;
  const elapsed = Math.max(0, Date.now() - since);
  const [unit, size] = UNITS.find(([, length]) => elapsed >= length) ?? ['minute', 60 * 1000];
  const age = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto', style: 'short' }).format(
    -Math.floor(elapsed / size),
    unit,
  );
  return (
    <p className="ui-kept-age">
      <ClockCircleOutlined aria-hidden /> {t('keptAge', { age })}
    </p>
  );
}
