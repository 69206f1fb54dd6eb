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
});

describe('makeCalendar', () => {
  it('makes an all-day entry with a reminder three days before', async () => {
    const text = await makeCalendar([
      { uid: 'invoice-7@portal', title: 'INV-000107 due', start: '2026-12-15', remindDaysBefore: 3 },
    ]).text();
    expect(text).toContain('DTSTART;VALUE=DATE:20261215');
    expect(text).toContain('UID:invoice-7@portal');
    expect(text).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-P3D[\s\S]*END:VALARM/);
  });
});
