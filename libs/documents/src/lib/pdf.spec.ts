import { describe, expect, it } from 'vitest';
import { makePdf } from './pdf';
import { pdfText, readFontFile } from './test-helpers';

describe('makePdf', () => {
  it('writes selectable English text with the pound sign', async () => {
    const pdf = await makePdf(
      {
        title: 'Receipt',
        language: 'en',
        rtl: false,
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

  it('writes Arabic shaped, right to left, with references left to right', async () => {
    const pdf = await makePdf(
      {
        title: 'إيصال الدفع',
        language: 'ar',
        rtl: true,
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['رقم الفاتورة', 'INV-000101'],
              ['المبلغ', '£95.00'],
            ],
          },
        ],
      },
      readFontFile,
    );
    const text = await pdfText(pdf);
    expect(text).toContain('INV-000101');
    expect(text).toContain('£95.00');
    // Letters that share a dotless base in Noto Sans Arabic (ت ي, ف ق) extract as one of them; the words'
    // letters are there as Arabic letters, never boxes.
    expect(text).toMatch(/[\u0621-\u064a]{3}/u);
    expect(text).toContain('الدف');
  });

  it('writes Chinese with only the subsets its characters need', async () => {
    const pdf = await makePdf(
      {
        title: '付款收据',
        language: 'zh-CN',
        rtl: false,
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
