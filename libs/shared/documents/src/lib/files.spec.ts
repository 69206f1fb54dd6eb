import { describe, expect, it } from 'vitest';
import { makeCalendar } from './calendar';
import { makeCsv } from './csv';

describe('makeCsv', () => {
  it('starts with a byte order mark, quotes what needs it and defuses formulas', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await makeCsv([
        ['Date', 'Description', 'Amount'],
        ['2026-09-01', 'Room, "single"', 840],
        ['2026-09-02', '=HYPERLINK("x")', -1.5],
      ]).arrayBuffer(),
    );
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Date,Description,Amount',
      '2026-09-01,"Room, ""single""",840',
      `2026-09-02,"'=HYPERLINK(""x"")",-1.5`,
      '',
    ]);
  });
  it('writes no invisible direction marks (the isolates i18next puts around values)', async () => {
    const text = await makeCsv([
      ['\u2068INV-000101\u2069', 'الفاتورة \u2068INV-000101\u2069', '\u200f2026-09-01'],
    ]).text();
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
    expect(text).toContain('INV-000101,الفاتورة INV-000101,2026-09-01');
  });
});

describe('makeCalendar', () => {
  it('writes no invisible direction marks in titles, descriptions, places and reminders', async () => {
    const text = await makeCalendar([
      {
        uid: 'invoice-7@portal',
        title: 'استحقاق \u2068INV-000107\u2069',
        description: 'المبلغ \u2068£95.00\u2069',
        location: '\u2068Hall\u2069',
        start: '2026-12-15',
        remindDaysBefore: 3,
        reminder: 'تذكير \u2068INV-000107\u2069',
      },
    ]).text();
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
    expect(text).toContain('SUMMARY:استحقاق INV-000107');
  });

  it('makes an all-day entry with a reminder three days before', async () => {
    const text = await makeCalendar([
      { uid: 'invoice-7@portal', title: 'INV-000107 due', start: '2026-12-15', remindDaysBefore: 3 },
    ]).text();
    expect(text).toContain('DTSTART;VALUE=DATE:20261215');
    expect(text).toContain('UID:invoice-7@portal');
    expect(text).toMatch(/BEGIN:VALARM[\s\S]*\r\nTRIGGER:-P3D\r\n[\s\S]*END:VALARM/);
  });

  it('makes an entry of several days, and one of an event with its start and end', async () => {
    const text = await makeCalendar([
      { uid: 'booking-3@portal', title: 'Homestay', start: '2026-09-05', end: '2026-09-12' },
      {
        uid: 'event-2@portal',
        title: 'Jazz night',
        location: 'Hall, 1 Road',
        start: '2026-10-03T19:30:00.000Z',
        end: '2026-10-03T22:00:00.000Z',
      },
    ]).text();
    expect(text).toContain('DTSTART;VALUE=DATE:20260905');
    // The end of an all-day entry is the day after its last (iCalendar's DTEND is exclusive).
    expect(text).toContain('DTEND;VALUE=DATE:20260913');
    expect(text).toContain('DTSTART:20261003T193000Z');
    expect(text).toContain('DTEND:20261003T220000Z');
    expect(text).toContain('LOCATION:Hall\\, 1 Road');
  });
});
