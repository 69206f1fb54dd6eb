import { describe, expect, it } from 'vitest';
import { makePdf } from './pdf';
import { drawnOutlines, fontOutlines, pdfLines, pdfText, readFontFile } from './test-helpers';

/** What the pages say in English for a character no font draws. */
const NO_FONT_NOTE =
  '[U+…] stands for characters this document has no font for, written as their Unicode code points; the portal shows them as written.';

describe('makePdf', () => {
  it('writes selectable English text with the pound sign', async () => {
    const pdf = await makePdf(
      {
        title: 'Receipt',
        language: 'en',
        rtl: false,
        noFontNote: NO_FONT_NOTE,
        blocks: [
          { kind: 'text', lines: ['City Language School', '1 High Street, London'] },
          {
            kind: 'fields',
            rows: [
              ['Amount', '£1,234.50'],
              ['Student', 'Ana Silva'],
            ],
          },
        ],
      },
      readFontFile,
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Receipt');
    expect(text).toContain('£1,234.50');
    expect(text).toContain('Ana Silva');
    expect(text).toContain('1 High Street, London');
  });

  const arabicReceipt = {
    title: 'إيصال الدفع',
    language: 'ar',
    rtl: true,
    noFontNote: NO_FONT_NOTE,
    blocks: [
      { kind: 'text' as const, lines: ['City Language School', '1 High Street, London'] },
      {
        kind: 'fields' as const,
        rows: [
          ['رقم الإيصال', 'RCT-W-000110'],
          ['تاريخ الدفع', 'السبت، ٥ ديسمبر ٢٠٢٦، ٧:٣٠ م'],
          ['الطالب', 'Ana Silva'],
          ['وسيلة الدفع', 'باي بال (PayPal)'],
          ['الفاتورة', 'INV-000110 (PayPal)'],
          ['إجمالي المبلغ المحصَّل', '£95.00'],
        ] as Array<[string, string]>,
      },
      {
        kind: 'text' as const,
        lines: ['المبالغ بالجنيه الإسترليني. صدر هذا الإيصال للدفعة المذكورة أعلاه.'],
      },
    ],
  };

  it('writes Arabic that reads back as the words written, in order, brackets and numbers as written', async () => {
    const lines = await pdfLines(await makePdf(arabicReceipt, readFontFile));
    // Each line as a reader's copy gets it (pdf.js): label, then value.
    expect(lines).toEqual([
      'إيصال الدفع',
      'City Language School',
      '1 High Street, London',
      'رقم الإيصال RCT-W-000110',
      'تاريخ الدفع السبت، ٥ ديسمبر ٢٠٢٦، ٧:٣٠ م',
      'الطالب Ana Silva',
      'وسيلة الدفع باي بال (PayPal)',
      'الفاتورة INV-000110 (PayPal)',
      'إجمالي المبلغ المحصَّل £95.00',
      'المبالغ بالجنيه الإسترليني. صدر هذا الإيصال للدفعة المذكورة أعلاه.',
    ]);
  });

  it('draws Arabic letters joined, from the right, with the glyphs the font has for them', async () => {
    const pdf = await makePdf(arabicReceipt, readFontFile);
    // The title, left to right as drawn: its letters in their joined forms (Unicode's presentation forms:
    // initial, medial, final, isolated), every glyph with its whole outline (not a dotless part, not empty).
    const drawn = 'ﻊﻓﺪﻟﺍ ﻝﺎﺼﻳﺇ';
    expect(await drawnOutlines(pdf, 0)).toEqual(
      await fontOutlines(
        'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
        drawn,
      ),
    );
  });

  it('writes Chinese with only the subsets its characters need', async () => {
    const pdf = await makePdf(
      {
        title: '付款收据',
        language: 'zh-CN',
        rtl: false,
        noFontNote: NO_FONT_NOTE,
        blocks: [{ kind: 'fields', rows: [['学生', 'Ana Silva']] }],
      },
      readFontFile,
    );
    const text = await pdfText(pdf);
    expect(text).toContain('付款收据');
    expect(text).toContain('学生');
    expect(pdf.length).toBeLessThan(200_000);
  });
});
