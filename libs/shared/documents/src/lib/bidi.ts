import bidiFactory from 'bidi-js';
import { BIDI_CONTROLS } from './bidi-controls';

/** A piece of a line that reads in one direction; a right-to-left one keeps its characters in reading order. */
export interface DirectionalRun {
  text: string;
  rtl: boolean;
  /** Where the run comes in reading order. */
  order: number;
}

/** Unicode's bidirectional algorithm, UAX #9 in full (bidi-js): explicit embeddings and isolates too. */
const bidi = bidiFactory();

/** One direction mark or isolate (dropped once the order is known). */
const IS_CONTROL = new RegExp(BIDI_CONTROLS.source, 'u');

/** A character a right-to-left run draws mirrored (Unicode's Bidi_Mirrored: brackets, «», ≤…). */
export const isMirrored = (codePoint: number) =>
  bidi.getMirroredCharacter(String.fromCodePoint(codePoint)) !== null;

const STRONG = new Set(['L', 'R', 'AL']);

type Embedding = ReturnType<typeof bidi.getEmbeddingLevels>;

/**
 * A pair of brackets holding text of the other direction only, at that text's level. UAX #9 (N0) gives "(PayPal)"
 * in an Arabic line the line's direction, drawn mirrored around its word; at the word's level it is drawn the
 * same, and a reader copying the line (pdf.js) gets "(PayPal)" back whole rather than "( PayPal)".
 */
function withBracketsOnTheirText(line: string, embedding: Embedding): Embedding {
  const levels = Uint8Array.from(embedding.levels);
  const open: number[] = [];
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index] ?? '';
    if (bidi.openingToClosingBracket(char)) {
      open.push(index);
      continue;
    }
    const opening = bidi.closingToOpeningBracket(char);
    if (!opening) continue;
    const at = open.map((from) => line[from]).lastIndexOf(opening);
    if (at < 0) continue;
    const from = open[at] as number;
    open.length = at;
    const inside = Array.from({ length: index - from - 1 }, (_, k) => from + 1 + k)
      .filter((k) => !/\s/u.test(line[k] ?? '') && !IS_CONTROL.test(line[k] ?? ''))
      .map((k) => levels[k] as number);
    const level = inside[0];
    if (level !== undefined && level > (levels[from] as number) && inside.every((l) => l === level))
      levels[from] = levels[index] = level;
  }
  return { ...embedding, levels };
}

/**
 * A line in visual order, left to right, as a PDF draws it, in runs of one direction. A right-to-left run keeps
 * its characters in reading order (the font's layout draws it from the right) and its brackets are drawn
 * mirrored (isMirrored). The line's direction is that of its first letter, else the document's (HTML's
 * dir="auto"): an address or a reference in an Arabic document reads left to right. The isolates i18next puts
 * around a value keep it whole ("رقم الهاتف: ⁨+44 20 7946 0958⁩" reads its number left to right); they and the
 * direction marks are dropped once the order is known.
 */
export function visualRuns(line: string, rtlDocument: boolean): DirectionalRun[] {
  if (line === '') return [];
  const hasLetter = [...line].some((char) => STRONG.has(bidi.getBidiCharTypeName(char)));
  const embedding = withBracketsOnTheirText(
    line,
    bidi.getEmbeddingLevels(line, hasLetter ? undefined : rtlDocument ? 'rtl' : 'ltr'),
  );
  // L2: the indices in visual order, each of the algorithm's segments turned around in turn.
  const visual = Array.from({ length: line.length }, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(line, embedding)) {
    visual.splice(start, end - start + 1, ...visual.slice(start, end + 1).reverse());
  }
  // Runs of one level, neighbours in the text as well as on the line.
  const runs: Array<{ indices: number[]; level: number }> = [];
  for (const index of visual) {
    if (IS_CONTROL.test(line[index] ?? '')) continue;
    const level = embedding.levels[index] ?? 0;
    const last = runs[runs.length - 1];
    const previous = last?.indices[last.indices.length - 1];
    if (last && last.level === level && previous === index + (level % 2 === 1 ? 1 : -1))
      last.indices.push(index);
    else runs.push({ indices: [index], level });
  }
  const readingOrder = [...runs].sort((a, b) => Math.min(...a.indices) - Math.min(...b.indices));
  return runs.map(({ indices, level }, at) => {
    const rtl = level % 2 === 1;
    const logical = rtl ? [...indices].reverse() : indices;
    return {
      text: logical.map((index) => line[index]).join(''),
      rtl,
      order: readingOrder.indexOf(runs[at] as (typeof runs)[number]),
    };
  });
}
