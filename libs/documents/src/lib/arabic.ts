/**
 * Arabic letters in the forms they take beside their neighbours, written as Unicode's Arabic presentation forms
 * (U+FE70–U+FEFF). A PDF then draws each joined form as the font's own glyph for that code point, and a reader
 * copying the text gets the code point back, which pdf.js, poppler and Chrome fold to the letter that was
 * written. Shaping with the font's substitutions instead draws shared, dotless glyphs that copy as the wrong
 * letter (ف for ق).
 */

// The letters U+0621–U+064A that have presentation forms, in the order of those forms from U+FE80, each with how
// many forms it has: 1 joins neither side (hamza), 2 joins only the letter before it (alef, dal, reh, waw…), 4
// joins both sides (isolated, final, initial, medial).
const FORMS: ReadonlyArray<readonly [letter: number, count: 1 | 2 | 4]> = (() => {
  const counts = '122224242444442222444444444444444224';
  const letters = [...range(0x621, 0x63a), ...range(0x641, 0x64a)];
  return letters.map((letter, index) => [letter, Number(counts[index]) as 1 | 2 | 4] as const);
})();

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Each letter's isolated form; the final, initial and medial ones follow it. */
const FIRST_FORM = new Map<number, { form: number; count: 1 | 2 | 4 }>();
FORMS.reduce((form, [letter, count]) => {
  FIRST_FORM.set(letter, { form, count });
  return form + count;
}, 0xfe80);

const LAM = 0x644;
/** Lam followed by an alef is one ligature: its isolated form (the final one follows). */
const LAM_ALEF = new Map([
  [0x622, 0xfef5],
  [0x623, 0xfef7],
  [0x625, 0xfef9],
  [0x627, 0xfefb],
]);
const TATWEEL = 0x640;
/** Marks (harakat, shadda…) sit on a letter and do not break its joining. */
const isMark = (codePoint: number) =>
  (codePoint >= 0x610 && codePoint <= 0x61a) ||
  (codePoint >= 0x64b && codePoint <= 0x65f) ||
  codePoint === 0x670 ||
  (codePoint >= 0x6d6 && codePoint <= 0x6ed);

const joinsAfter = (codePoint: number | undefined) =>
  codePoint === TATWEEL || FIRST_FORM.get(codePoint ?? -1)?.count === 4;
const joinsBefore = (codePoint: number | undefined) =>
  codePoint === TATWEEL || (FIRST_FORM.get(codePoint ?? -1)?.count ?? 1) > 1;

/** The text with its Arabic letters in their joined presentation forms; everything else as it was. */
export function shapeArabic(text: string): string {
  const codePoints = [...text].map((char) => char.codePointAt(0) ?? 0);
  // The letter before and after each character, marks skipped.
  const neighbour = (index: number, step: 1 | -1) => {
    for (let i = index + step; i >= 0 && i < codePoints.length; i += step) {
      const codePoint = codePoints[i] as number;
      if (!isMark(codePoint)) return codePoint;
    }
    return undefined;
  };
  let out = '';
  for (let index = 0; index < codePoints.length; index += 1) {
    const codePoint = codePoints[index] as number;
    const shape = FIRST_FORM.get(codePoint);
    if (!shape) {
      out += String.fromCodePoint(codePoint);
      continue;
    }
    const before = joinsAfter(neighbour(index, -1));
    const next = neighbour(index, 1);
    const ligature = codePoint === LAM && next !== undefined ? LAM_ALEF.get(next) : undefined;
    if (ligature !== undefined && codePoints[index + 1] === next) {
      out += String.fromCodePoint(ligature + (before ? 1 : 0));
      index += 1;
      continue;
    }
    const after = shape.count === 4 && joinsBefore(next);
    // Isolated, final, initial, medial.
    const offset = before ? (after ? 3 : 1) : after ? 2 : 0;
    out += String.fromCodePoint(shape.form + Math.min(offset, shape.count - 1));
  }
  return out;
}
