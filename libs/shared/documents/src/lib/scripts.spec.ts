import { createCanvas, Path2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { shapeArabic } from './arabic';
import { visualRuns } from './bidi';
import { fontUrlsFor } from './fonts';
import { openFont } from './open-font';
import { makePdf } from './pdf';
import { inkIn, pdfLines, readFontFile, renderPage, textBox } from './test-helpers';

/** What the pages say in English for a character no font draws. */
const NO_FONT_NOTE =
  '[U+…] stands for characters this document has no font for, written as their Unicode code points; the portal shows them as written.';

/** Names as a student or a sponsor writes them, one for each script the documents draw beyond Latin. */
const NAMES = [
  ['Vietnamese', 'Nguyễn Thị Hương'],
  ['Cyrillic', 'Дмитрий Иванов'],
  ['Greek', 'Γιώργος Παπαδόπουλος'],
  ['Hebrew', 'נועה כהן'],
  ['Devanagari', 'प्रिया शर्मा'],
  ['Thai', 'สมชาย ใจดี'],
  ['Hangul', '김민준'],
  ['kana', 'さくら タナカ'],
  ['Persian', 'کاوه پژمان گلچین'],
  ['Urdu', 'ٹیپو ڈار'],
] as const;

const receipt = (name: string) =>
  makePdf(
    {
      title: 'Receipt',
      language: 'en',
      rtl: false,
      noFontNote: NO_FONT_NOTE,
      blocks: [{ kind: 'fields', rows: [['Student', name]] }],
    },
    readFontFile,
  );

/**
 * The dark pixels of a text drawn straight from the font files the documents use (each character's first font that
 * has it, laid out by fontkit as the PDF is), at `size` points and `scale` pixels to a point: what the name looks
 * like when nothing is lost on the way through the PDF.
 */
async function inkOfFonts(text: string, size: number, scale: number): Promise<number> {
  const fonts = await Promise.all(
    (await fontUrlsFor(text)).map(async (url) => openFont(new Uint8Array(await readFontFile(url)))),
  );
  const canvas = createCanvas(Math.ceil(text.length * size * 2 * scale), Math.ceil(size * 4 * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  let pen = 0;
  // The text in runs of one font: each letter with its marks in the first font that has them all.
  const runs: Array<{ font: (typeof fonts)[number]; text: string }> = [];
  for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(
    shapeArabic(text),
  )) {
    const font = fonts.find((f) => [...segment].every((c) => f.hasGlyphForCodePoint(c.codePointAt(0) ?? 0)));
    if (!font) continue;
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += segment;
    else runs.push({ font, text: segment });
  }
  for (const { font, text: word } of runs) {
    const features: Record<string, boolean> = font.hasGlyphForCodePoint(0x627)
      ? { ccmp: false, isol: false, init: false, medi: false, fina: false }
      : { ccmp: false };
    const run = font.layout(word, features);
    const unit = (size * scale) / font.unitsPerEm;
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions?.[index];
      if (!position) return;
      context.save();
      context.translate(pen + position.xOffset * unit, size * 2.5 * scale - position.yOffset * unit);
      context.scale(unit, -unit);
      context.fill(new Path2D(glyph.path.toSVG()));
      context.restore();
      pen += position.xAdvance * unit;
    });
  }
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) ink += 1;
  return ink;
}

describe('names in any script', () => {
  for (const [script, name] of NAMES) {
    it(`draws a ${script} name (${name}) that a viewer renders and copies back as written`, async () => {
      const pdf = await receipt(name);
      // The text a reader copies: the name as written. Its letters come in the order typed; pdf.js parts a
      // Devanagari word where a vowel sign is drawn before its consonant (ि) or a reph after (र्), so there the
      // letters are compared without spaces.
      const lines = await pdfLines(pdf);
      if (script === 'Devanagari')
        expect(lines.map((line) => line.replace(/\s/gu, ''))).toContain(`Student${name}`.replace(/\s/gu, ''));
      else expect(lines).toContain(`Student ${name}`);
      // What a reader sees: pdf.js renders the page; the name's box holds as much ink as the name drawn straight
      // from its fonts (a blank or an empty box holds none or far less).
      const page = await renderPage(pdf);
      const box = await textBox(pdf, name);
      expect(box).toBeDefined();
      if (!box) return;
      const rendered = inkIn(page, box) * box.width * page.scale * box.height * page.scale;
      const expected = await inkOfFonts(name, 10, page.scale);
      expect(expected).toBeGreaterThan(0);
      expect(rendered / expected).toBeGreaterThan(0.85);
      expect(rendered / expected).toBeLessThan(1.15);
    });
  }

  it('loads only the fonts of the scripts a text has, the split ones subset by subset', async () => {
    const urls = await fontUrlsFor('Ana 김민준 さくら 付款');
    expect(urls.filter((url) => url.includes('noto-sans-kr-')).length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.includes('noto-sans-jp-')).length).toBeGreaterThan(0);
    expect(urls.some((url) => url.includes('noto-sans-arabic'))).toBe(false);
    expect(await fontUrlsFor('Ana Silva')).toHaveLength(1);
  });

  it('writes a name in a script it has no font for as its code points, with a note a reader sees', async () => {
    const pdf = await receipt('ნინო');
    const lines = await pdfLines(pdf);
    expect(lines).toContain('Student [U+10DC U+10D8 U+10DC U+10DD]');
    expect(lines.join(' ')).toContain('[U+…] stands for characters this document has no font for');
    const page = await renderPage(pdf);
    const box = await textBox(pdf, '[U+10DC U+10D8 U+10DC U+10DD]');
    expect(box && inkIn(page, box)).toBeGreaterThan(0.02);
  });
});

describe('Persian and Urdu letters, and marks', () => {
  it('joins پ چ ژ گ ک ی and Urdu ٹ ڈ ے as Arabic letters are', () => {
    // پژمان: peh initial, jeh final, meem initial, alef final, noon isolated.
    expect(shapeArabic('پژمان')).toBe('\ufb58\ufb8b\ufee3\ufe8e\ufee5');
    // گلچین: gaf initial, lam medial, tcheh medial, farsi yeh medial, noon final.
    expect(shapeArabic('گلچین')).toBe('\ufb94\ufee0\ufb7d\ufbff\ufee6');
    // کی: keheh initial, farsi yeh final; ٹ initial, ے final.
    expect(shapeArabic('کی')).toBe('\ufb90\ufbfd');
    expect(shapeArabic('ٹے')).toBe('\ufb68\ufbaf');
  });

  it('ligates a lam that carries a mark before an alef, the mark kept on it', () => {
    expect(shapeArabic('لَا')).toBe('\ufefb\u064e');
    expect(shapeArabic('سلَام')).toBe('\ufeb3\ufefc\u064e\ufee1');
  });
});

describe('the order of a line (UAX #9, bidi-js)', () => {
  it('reads a phone number inside an Arabic line left to right, where i18next isolates it', () => {
    const runs = visualRuns('رقم الهاتف: \u2068+44 20 7946 0958\u2069', true);
    // Left to right on the page: the number as written, then the Arabic words (drawn from the right).
    expect(runs.map(({ text, rtl }) => [text, rtl])).toEqual([
      ['+44 20 7946 0958', false],
      ['رقم الهاتف: ', true],
    ]);
  });

  it('writes the phone number so that it reads back as written', async () => {
    const pdf = await makePdf(
      {
        title: 'إيصال الدفع',
        language: 'ar',
        rtl: true,
        noFontNote: NO_FONT_NOTE,
        blocks: [{ kind: 'text', lines: ['رقم الهاتف: \u2068+44 20 7946 0958\u2069'] }],
      },
      readFontFile,
    );
    expect(await pdfLines(pdf)).toContain('رقم الهاتف: +44 20 7946 0958');
  });
});
