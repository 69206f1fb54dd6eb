import { describe, expect, it } from 'vitest';
import { makePdf } from './pdf';
import { academicYear, receiptNumber, statementPdf, type StatementDocument } from './statement';
import { pdfPageTexts } from './pdf-pages';
import { openPdf, readFontFile } from './test-helpers';

/** What the pages say in English for a character no font draws. */
const NO_FONT_NOTE =
  '[U+…] stands for characters this document has no font for, written as their Unicode code points; the portal shows them as written.';

describe('academicYear', () => {
  it('runs from 1 September to 31 August', () => {
    expect(academicYear('2026-11-25')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(academicYear('2027-08-31')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(academicYear('2027-09-01')).toEqual({ from: '2027-09-01', to: '2028-08-31' });
  });
});

/** A statement of `count` lines as the page words it in English, each line's reference and description numbered. */
function document(count: number): StatementDocument {
  return {
    title: 'Statement of account',
    language: 'en',
    rtl: false,
    noFontNote: NO_FONT_NOTE,
    letterhead: ['City Language School', '1 High Street', 'London'],
    issued: 'Issued on Nov 26, 2026',
    running: [
      ['Student', 'Ana Silva'],
      ['Period', 'Sep 1, 2026 – Aug 31, 2027'],
    ],
    summary: [
      ['Student ID', '1001'],
      ['Opening balance on Sep 1, 2026', '£0.00'],
      ['Closing balance on Nov 26, 2026', '£4,924.00'],
    ],
    columns: [
      { title: 'Date', width: 2 },
      { title: 'Reference', width: 2.4 },
      { title: 'Description', width: 4.6 },
      { title: 'Charged', width: 2, numeric: true },
      { title: 'Paid', width: 2, numeric: true },
      { title: 'Balance', width: 2.2, numeric: true },
    ],
    rows: [
      ['Sep 1, 2026', '', 'Opening balance', '', '', '£0.00'],
      ...Array.from({ length: count }, (_, index) => [
        'Sep 2, 2026',
        `PAY-${1000 + index}`,
        `Payment of INV-${1000 + index} (Bank transfer)`,
        '',
        '£1.00',
        '£0.00',
      ]),
    ],
    total: ['Nov 26, 2026', '', 'Closing balance', '', '', '£4,924.00'],
    footer: 'Amounts in pounds sterling (GBP).',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
  };
}

describe('statement PDF', () => {
  it('repeats the title, the student, the period and the table header on every page, numbered "Page N of M"', async () => {
    const pages = await pdfPageTexts(await makePdf(statementPdf(document(100)), readFontFile));
    expect(pages.length).toBe(3);
    pages.forEach((text, index) => {
      expect(text).toContain('Statement of account');
      expect(text).toMatch(/Student\s+Ana Silva/);
      expect(text).toMatch(/Period\s+Sep 1, 2026 – Aug 31, 2027/);
      expect(text).toMatch(/Date\s+Reference\s+Description\s+Charged\s+Paid\s+Balance/);
      expect(text).toContain(`Page ${index + 1} of 3`);
    });
    // The letterhead, the day it was issued and the summary once, on the first page; the closing balance and the
    // note once, on the last.
    expect(pages[0]).toContain('Issued on Nov 26, 2026');
    expect(pages[0]).toMatch(/Closing balance on Nov 26, 2026\s+£4,924.00/);
    expect(pages.filter((text) => text.includes('City Language School'))).toHaveLength(1);
    expect(pages.filter((text) => text.includes('pounds sterling'))).toEqual([pages[2]]);
    expect(pages[2]).toMatch(/Nov 26, 2026\s+Closing balance\s+£4,924.00/);
    // Every line once, in order, with its reference in its own column.
    const references = pages.join('\n').match(/PAY-\d{4}/g) ?? [];
    expect(references).toEqual(Array.from({ length: 100 }, (_, index) => `PAY-${1000 + index}`));
    expect(pages[1]).toMatch(/Sep 2, 2026\s+PAY-10\d\d\s+Payment of INV-10\d\d \(Bank transfer\)/);
  });

  it('fits a short statement on one page, page 1 of 1', async () => {
    const model = statementPdf(document(3));
    expect(model.blocks.some((block) => block.kind === 'page')).toBe(false);
    const pages = await pdfPageTexts(await makePdf(model, readFontFile));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 of 1');
    expect(pages[0]).toContain('Closing balance');
  });

  it('never leaves the closing balance alone on a page without a line before it', () => {
    for (let count = 0; count < 120; count++) {
      const tables = statementPdf(document(count)).blocks.filter((block) => block.kind === 'table');
      const rows = tables.map((table) => (table.kind === 'table' ? table.rows.length : 0));
      expect(rows.every((length) => length > 0)).toBe(true);
      expect(rows.reduce((sum, length) => sum + length, 0)).toBe(count + 1);
    }
  });
});

describe('receiptNumber', () => {
  it('is the same for one payment, tells online and recorded payments apart, and has only digits for its number', () => {
    expect(receiptNumber('online', 42)).toBe('RCT-W-000042');
    expect(receiptNumber('online', 42)).toBe(receiptNumber('online', 42));
    expect(receiptNumber('recorded', 42)).toBe('RCT-R-000042');
    // No letter that reads as a digit (O and 0, I and 1) in it.
    expect(receiptNumber('online', 100)).not.toMatch(/[OIl]/);
  });
});

describe('a statement table', () => {
  it('draws a column in one size: an Arabic date of two-digit days no smaller than one of one digit', async () => {
    const columns = [
      { title: 'التاريخ', width: 2 },
      { title: 'المرجع', width: 2.2 },
      { title: 'الوصف', width: 5.4 },
      { title: 'المبلغ', width: 1.8, numeric: true },
      { title: 'المدفوع', width: 1.8, numeric: true },
      { title: 'الرصيد', width: 2, numeric: true },
    ];
    const row = (date: string) => [date, 'PAY-1001', 'دفعة', '', '£1.00', '£0.00'];
    const pdf = await makePdf(
      {
        title: 'كشف الحساب',
        language: 'ar',
        rtl: true,
        noFontNote: NO_FONT_NOTE,
        blocks: [{ kind: 'table', columns, rows: [row('٥ ديسمبر ٢٠٢٦'), row('١٢ ديسمبر ٢٠٢٦')] }],
      },
      readFontFile,
    );
    const page = await (await openPdf(pdf)).getPage(1);
    const sizes = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.includes('ديسمبر') ? [Math.round(item.height * 100) / 100] : [],
    );
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toBe(sizes[1]);
  });
});
