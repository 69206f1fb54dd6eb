/** A piece of a line that reads in one direction. */
export interface DirectionalRun {
  text: string;
  rtl: boolean;
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
// Letters and digits of left-to-right scripts; a currency sign reads with its number (£1,234.00 stays whole).
const LTR_STRONG = /[\p{L}\p{N}\p{Sc}]/u;
/** Direction marks and isolates (Intl's Arabic dates carry them): invisible, and no font draws them. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

type Strength = 'rtl' | 'ltr' | null;

const strengthOf = (char: string): Strength =>
  RTL_LETTER.test(char) ? 'rtl' : LTR_STRONG.test(char) ? 'ltr' : null;

/**
 * A line in visual order, left to right, as a PDF draws it: a simplified Unicode bidi for the texts of our
 * documents (labels, names, references, amounts, dates). Letters set the direction; spaces and punctuation take
 * their neighbours' when both agree, else the paragraph's. Within a right-to-left run the characters stay in
 * reading order: the font's layout (fontkit) shapes and reverses them.
 */
export function visualRuns(line: string, rtlParagraph: boolean): DirectionalRun[] {
  const chars = [...line.replace(BIDI_CONTROLS, '')];
  const strengths = chars.map(strengthOf);
  const paragraph: Strength = rtlParagraph ? 'rtl' : 'ltr';
  const resolved = strengths.map((strength, index) => {
    if (strength) return strength;
    let before: Strength = null;
    for (let i = index - 1; i >= 0 && !before; i -= 1) before = strengths[i] ?? null;
    let after: Strength = null;
    for (let i = index + 1; i < chars.length && !after; i += 1) after = strengths[i] ?? null;
    return before && before === after ? before : paragraph;
  });
  const runs: DirectionalRun[] = [];
  chars.forEach((char, index) => {
    const rtl = resolved[index] === 'rtl';
    const last = runs[runs.length - 1];
    if (last && last.rtl === rtl) last.text += char;
    else runs.push({ text: char, rtl });
  });
  return rtlParagraph ? runs.reverse() : runs;
}
