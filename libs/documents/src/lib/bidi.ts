/** A piece of a line that reads in one direction; a right-to-left one keeps its characters in reading order. */
export interface DirectionalRun {
  text: string;
  rtl: boolean;
  /** Where the run comes in reading order. */
  order: number;
}

/** Unicode's bidirectional classes, as far as the texts of our documents need them. */
type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'NSM' | 'ON';

/** Direction marks and isolates (Intl's Arabic dates and i18next's values carry them): invisible, and no font draws them. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A text without its direction marks and isolates: a spreadsheet or a calendar app keeps them as invisible
 * characters inside a cell or a title (a search or a formula then misses the text).
 */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');
const ARABIC_LETTER = /[\u0600-\u065f\u066d-\u06ef\u06fa-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/u;
const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
/** Brackets and quotes a right-to-left run draws mirrored (Unicode's Bidi_Mirrored characters). */
const MIRRORED = /[()[\]{}<>«»‹›]/u;

export const isMirrored = (codePoint: number) => MIRRORED.test(String.fromCodePoint(codePoint));

function classOf(char: string): BidiClass {
  const codePoint = char.codePointAt(0) ?? 0;
  if (/\p{M}/u.test(char)) return 'NSM';
  if (codePoint >= 0x660 && codePoint <= 0x66c) return codePoint === 0x66a ? 'ET' : 'AN';
  if (/[0-9\u06f0-\u06f9]/u.test(char)) return 'EN';
  if (codePoint >= 0x590 && codePoint <= 0x5ff) return 'R';
  if (ARABIC_LETTER.test(char)) return char === '\u060c' ? 'CS' : 'AL';
  if (/[+\-\u2212]/u.test(char)) return 'ES';
  if (/[#%\u2030\u00b0\p{Sc}]/u.test(char)) return 'ET';
  if (/[,.:/\u00a0]/u.test(char)) return 'CS';
  if (/[\p{L}\p{N}]/u.test(char)) return 'L';
  return 'ON';
}

/** The strong direction a class lends its neighbours (numbers count as right to left: rule N1). */
const strong = (type: BidiClass | undefined): 'L' | 'R' | null =>
  type === 'L' ? 'L' : type === 'R' || type === 'EN' || type === 'AN' ? 'R' : null;

/**
 * Unicode's bidirectional algorithm (UAX #9) for one line without explicit embeddings: the weak types
 * (W1–W7), paired brackets (N0), the neutrals (N1, N2), the levels (I1, I2), mirroring (L4) and reordering (L2).
 * So "INV-000110 (paypal)" stays whole in an Arabic line, an Arabic date's numbers read left to right, and a
 * bracket in Arabic text opens on the right.
 */
function levelsOf(chars: string[], rtlParagraph: boolean): number[] {
  const paragraph = rtlParagraph ? 'R' : 'L';
  const types = chars.map(classOf);
  // W1: a mark is of the class of what it sits on.
  types.forEach((type, i) => {
    if (type === 'NSM') types[i] = i > 0 ? (types[i - 1] as BidiClass) : rtlParagraph ? 'R' : 'L';
  });
  // W2, W3: a European number after Arabic letters is an Arabic number; Arabic letters are right to left.
  let lastStrong: BidiClass = paragraph;
  types.forEach((type, i) => {
    if (type === 'L' || type === 'R' || type === 'AL') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'AL') types[i] = 'AN';
  });
  types.forEach((type, i) => {
    if (type === 'AL') types[i] = 'R';
  });
  // W4: one separator between two numbers of a kind joins them (1,234.50; ٧:٣٠).
  for (let i = 1; i < types.length - 1; i += 1) {
    const [before, type, after] = [types[i - 1], types[i], types[i + 1]];
    if (before === after && (before === 'EN' || before === 'AN') && type === 'CS') types[i] = before;
    if (before === 'EN' && after === 'EN' && type === 'ES') types[i] = 'EN';
  }
  // W5: a currency sign or percent beside a European number belongs to it (£95.00).
  for (let i = 0; i < types.length; i += 1) {
    if (types[i] !== 'ET') continue;
    let end = i;
    while (types[end] === 'ET') end += 1;
    if (types[i - 1] === 'EN' || types[end] === 'EN') types.fill('EN', i, end);
    i = end;
  }
  // W6, W7: other separators are neutral; a European number after left-to-right text is left to right.
  lastStrong = paragraph;
  types.forEach((type, i) => {
    if (type === 'ES' || type === 'ET' || type === 'CS') types[i] = 'ON';
    else if (type === 'L' || type === 'R') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'L') types[i] = 'L';
  });
  // N0: a pair of brackets takes the direction of what it holds.
  const open: number[] = [];
  const pairs: Array<[number, number]> = [];
  chars.forEach((char, i) => {
    if (types[i] !== 'ON') return;
    if (PAIRS[char]) {
      open.push(i);
      return;
    }
    for (let at = open.length - 1; at >= 0; at -= 1) {
      const from = open[at] as number;
      if (PAIRS[chars[from] ?? ''] !== char) continue;
      pairs.push([from, i]);
      open.length = at;
      return;
    }
  });
  pairs.sort((a, b) => a[0] - b[0]);
  const opposite = rtlParagraph ? 'L' : 'R';
  for (const [from, to] of pairs) {
    const inside = new Set(types.slice(from + 1, to).map(strong));
    let direction: 'L' | 'R' | null = null;
    if (inside.has(paragraph)) direction = paragraph;
    // UAX #9 gives such a pair the line's direction unless the text before it is of the other one; either way it is
    // drawn the same, around its text, and with its text a reader copies it whole: "(paypal)".
    else if (inside.has(opposite)) direction = opposite;
    if (direction) types[from] = types[to] = direction;
  }
  // N1, N2: neutrals between two of one direction take it, others the line's.
  for (let i = 0; i < types.length; i += 1) {
    if (types[i] !== 'ON') continue;
    let end = i;
    while (types[end] === 'ON') end += 1;
    const before = i > 0 ? strong(types[i - 1]) : paragraph;
    const after = end < types.length ? strong(types[end]) : paragraph;
    types.fill(before === after && before ? before : paragraph, i, end);
    i = end;
  }
  // I1, I2; L1: spaces at the end of the line are at the line's level.
  const base = rtlParagraph ? 1 : 0;
  const levels = types.map((type) =>
    base === 0
      ? type === 'R'
        ? 1
        : type === 'EN' || type === 'AN'
          ? 2
          : 0
      : type === 'L' || type === 'EN' || type === 'AN'
        ? 2
        : 1,
  );
  for (let i = chars.length - 1; i >= 0 && /\s/u.test(chars[i] ?? ''); i -= 1) levels[i] = base;
  return levels;
}

/**
 * A line in visual order, left to right, as a PDF draws it, in runs of one direction. A right-to-left run keeps
 * its characters in reading order (the font's layout draws it from the right) and its brackets are drawn
 * mirrored (isMirrored).
 */
export function visualRuns(line: string, rtlDocument: boolean): DirectionalRun[] {
  const chars = [...withoutBidiControls(line)];
  // A line's direction is that of its first letter, else the document's (HTML's dir="auto"): an address or a
  // reference in an Arabic document reads left to right ("1 High Street", not "High Street 1").
  const first = chars.map(classOf).find((type) => type === 'L' || type === 'R' || type === 'AL');
  const levels = levelsOf(chars, first ? first !== 'L' : rtlDocument);
  const runs: Array<DirectionalRun & { level: number }> = [];
  chars.forEach((char, i) => {
    const level = levels[i] as number;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, rtl: level % 2 === 1, level, order: runs.length });
  });
  // L2: from the highest level to the lowest odd one, reverse each sequence of runs at that level or higher.
  const highest = Math.max(0, ...levels);
  for (let level = highest; level >= 1; level -= 1) {
    for (let i = 0; i < runs.length; i += 1) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let end = i;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end += 1;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map(({ text, rtl, order }) => ({ text, rtl, order }));
}
