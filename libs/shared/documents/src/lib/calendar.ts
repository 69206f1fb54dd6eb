import { createEvents, type EventAttributes } from 'ics';
import { withoutBidiControls } from './bidi-controls';

/** One entry of a calendar file. */
export interface CalendarEntry {
  /** Stable, so a second import updates the entry instead of adding another. */
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  /** A day (YYYY-MM-DD: an all-day entry) or a moment (ISO with its offset). */
  start: string;
  /** The last day of an all-day entry (it lasts its first day without one), or a moment's end (an hour after its start without one). */
  end?: string;
  /** A reminder this many days before. */
  remindDaysBefore?: number;
  reminder?: string;
}

const day = (iso: string): [number, number, number] => {
  const [y = 0, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number);
  return [y, m, d];
};

const nextDay = (iso: string): [number, number, number] => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return day(date.toISOString());
};

/** A text of an entry without direction marks: calendar apps show them as stray characters or boxes. */
const plain = (text: string | undefined) => (text === undefined ? undefined : withoutBidiControls(text));

function attributesOf(entry: CalendarEntry): EventAttributes {
  const common = {
    uid: entry.uid,
    title: withoutBidiControls(entry.title),
    description: plain(entry.description),
    location: plain(entry.location),
    url: entry.url,
    productId: 'student-portal',
    alarms:
      entry.remindDaysBefore !== undefined
        ? [
            {
              action: 'display' as const,
              description: withoutBidiControls(entry.reminder ?? entry.title),
              trigger: { days: entry.remindDaysBefore, before: true },
            },
          ]
        : undefined,
  };
  if (entry.start.length <= 10) {
    return { ...common, start: day(entry.start), end: nextDay(entry.end ?? entry.start) };
  }
  const start = Date.parse(entry.start);
  const end = entry.end ? Date.parse(entry.end) : start + 60 * 60 * 1000;
  return {
    ...common,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/** An iCalendar (.ics) file of the entries, for any calendar app. */
export function makeCalendar(entries: CalendarEntry[]): Blob {
  const { error, value } = createEvents(entries.map(attributesOf));
  if (error || !value) throw error ?? new Error('calendar');
  // ics writes a whole-day reminder as "-P3DT": RFC 5545 wants no "T" without a time after it ("-P3D").
  const valid = value.replace(/^(TRIGGER[^:\r\n]*:-?P(?:\d+W)?(?:\d+D)?)T(?=\r?\n)/gm, '$1');
  return new Blob([valid], { type: 'text/calendar;charset=utf-8' });
}
