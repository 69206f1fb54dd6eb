/**
 * Arabic letters in the forms they take beside their neighbours, written as Unicode's Arabic presentation forms
 * (U+FE70–U+FEFF). A PDF then draws each joined form as the font's own glyph for that code point, and a reader
 * copying the text gets the code point back, which pdf.js, poppler and Chrome fold to the letter that was
 * written. Shaping with the font's substitutions instead draws shared, dotless glyphs that copy as the wrong
 * letter (ف for ق).
 */

/**
 * Each letter's isolated form; the final, initial and medial ones follow it. Read from Unicode's presentation forms
 * themselves (U+FE80-U+FEF4, then U+FB50-U+FBFF for Persian, Urdu and other letters: پ چ ژ گ ک ی ٹ ڈ ڑ ں ہ ے…):
 * a run of forms of one letter is its forms in that order, 1 when it joins neither side (hamza), 2 when it joins
 * only the letter before it (alef, dal, reh, waw…), 4 when it joins both.
 */
const FIRST_FORM = new Map<number, { form: number; count: 1 | 2 | 4 }>();
for (const [from, to] of [
  [0xfe80, 0xfef4],
  [0xfb50, 0xfbff],
]) {
  let form = from as number;
  while (form <= (to as number)) {
    const letter = String.fromCodePoint(form).normalize('NFKC');
    let end = form + 1;
    while (end <= (to as number) && String.fromCodePoint(end).normalize('NFKC') === letter) end += 1;
    const count = end - form;
    const codePoint = letter.codePointAt(0) ?? 0;
    // A ligature (two letters) is not a letter's form; a letter keeps its first run (alef maksura's Uighur
    // initial and medial forms, U+FBE8-U+FBE9, are not its final and isolated ones).
    if ([...letter].length === 1 && (count === 1 || count === 2 || count === 4) && !FIRST_FORM.has(codePoint))
      FIRST_FORM.set(codePoint, { form, count });
    form = end;
  }
}

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
    if (ligature !== undefined) {
      // Lam and alef are one ligature, also when the lam carries a mark (لَا): the marks follow it, on it.
      const alef = codePoints.indexOf(next as number, index + 1);
      out += String.fromCodePoint(ligature + (before ? 1 : 0), ...codePoints.slice(index + 1, alef));
      index = alef;
      continue;
    }
    const after = shape.count === 4 && joinsBefore(next);
    // Isolated, final, initial, medial.
    const offset = before ? (after ? 3 : 1) : after ? 2 : 0;
    out += String.fromCodePoint(shape.form + Math.min(offset, shape.count - 1));
  }
  return out;
}
