import fontkit, { type Font } from '@cantoo/fontkit';
import {
  beginText,
  endText,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  rgb,
  setFillingGrayscaleColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { shapeArabic } from './arabic';
import { isMirrored, visualRuns } from './bidi';
import { fetchFont, fontUrlsFor, type FontReader } from './fonts';
import { openFont } from './open-font';
import type { PdfBlock, PdfModel } from './model';

/** Arabic's presentation forms (what shapeArabic draws); other compatibility characters, such as Chinese full-width
 * punctuation, copy as themselves. */
const ARABIC_PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

type Layout = ReturnType<Font['layout']>;

interface Face {
  url: string;
  pdf: PDFFont;
  shape: Font;
  /** The font's layout features, the same in our layout and pdf-lib's. */
  features: Record<string, boolean> | undefined;
}

const ARABIC_SHAPED = { ccmp: false, isol: false, init: false, medi: false, fina: false };
/**
 * Noto Sans's Latin, Vietnamese, Cyrillic and Greek files draw a letter with marks as its own glyph (ị, ễ, й):
 * the font's decomposition (ccmp) would split it into a letter and a mark that copies as nothing.
 */
const PRECOMPOSED = { ccmp: false };

/**
 * Where each glyph of a piece comes among its letters: the index of the first code point it shows, in the text as
 * written (a glyph that shows none, after the glyph before it). Glyphs come in the order they are drawn.
 */
function logicalPlaces(piece: { text: string; layout: Layout }): number[] {
  const text = [...piece.text].map((char) => char.codePointAt(0) ?? 0);
  const used = text.map(() => false);
  let last = -1;
  return piece.layout.glyphs.map((glyph) => {
    const [first] = glyph.codePoints;
    const at = first === undefined ? -1 : text.findIndex((codePoint, i) => !used[i] && codePoint === first);
    if (at < 0) return last + 0.5;
    glyph.codePoints.forEach((_, k) => (used[at + k] = true));
    last = at;
    return at;
  });
}

/** A piece of a line drawn with one font: its glyphs in visual order and where each goes. */
interface Piece {
  face: Face;
  rtl: boolean;
  /** Where the piece comes in reading order. */
  order: number;
  text: string;
  layout: Layout;
  width: number;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const BODY = 10;
const LINE = 1.5;
const MUTED = 0.4;

/** Characters that join, vary or order a cluster but draw nothing of their own (ZWJ, ZWNJ, variation selectors, direction isolates). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** A cluster's code points a font must draw. */
const drawn = (cluster: string) =>
  [...cluster].filter((char) => !INVISIBLE.test(char)).map((char) => char.codePointAt(0) ?? 0);

/**
 * The font of a cluster (a letter with its marks, a Devanagari or Thai syllable): the first that has every glyph of
 * it, else the first that has its letter; undefined when none has it.
 */
const faceFor = (faces: Face[], cluster: string, previous: Face | undefined) => {
  const codePoints = drawn(cluster);
  const has = (face: Face) => codePoints.every((codePoint) => face.shape.hasGlyphForCodePoint(codePoint));
  // Spaces and punctuation stay with the font of the letters before them: one shaping run.
  if (previous && /^[\s\p{P}]+$/u.test(cluster) && has(previous)) return previous;
  return faces.find(has) ?? faces.find((face) => face.shape.hasGlyphForCodePoint(codePoints[0] ?? 0x20));
};

/**
 * The text with each run of clusters no font has written as their code points, "[U+10DC U+10D8]", so a reader sees
 * that something is there and what (never a blank, nor a box), and the document's note says why.
 */
function markMissing(text: string, faces: Face[]): { text: string; missing: boolean } {
  let out = '';
  let run: number[] = [];
  const flush = () => {
    if (run.length > 0)
      out += `[${run.map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')}]`;
    run = [];
  };
  let missing = false;
  for (const { segment } of graphemes.segment(text)) {
    if (drawn(segment).length > 0 && !faceFor(faces, segment, undefined)) {
      run.push(...drawn(segment));
      missing = true;
    } else {
      flush();
      out += segment;
    }
  }
  flush();
  return { text: out, missing };
}

class Writer {
  private page: PDFPage;
  private y: number;
  private readonly fontKeys = new Map<PDFPage, Map<PDFFont, PDFName>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly faces: Face[],
    private readonly rtl: boolean,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private get width() {
    return A4[0] - 2 * MARGIN;
  }

  /**
   * A line's pieces, left to right, each laid out by its font. Arabic is written in its joined presentation forms
   * first (see arabic.ts), then ordered (bidi.ts); a right-to-left run's pieces follow each other from the right.
   */
  private pieces(text: string, size: number): Piece[] {
    const pieces: Piece[] = [];
    for (const run of visualRuns(
      shapeArabic(markMissing(text.normalize('NFC'), this.faces).text),
      this.rtl,
    )) {
      const segments: Array<{ face: Face; text: string }> = [];
      for (const { segment: cluster } of graphemes.segment(run.text)) {
        const last = segments[segments.length - 1];
        const face = faceFor(this.faces, cluster, last?.face) ?? (this.faces[0] as Face);
        if (last && last.face === face) last.text += cluster;
        else segments.push({ face, text: cluster });
      }
      const ordered = segments.map((segment, index) => ({ ...segment, order: run.order * 1000 + index }));
      for (const segment of run.rtl ? ordered.reverse() : ordered) {
        let layout = segment.face.shape.layout(segment.text, segment.face.features);
        // fontkit draws a text from the right when its script is (Arabic letters, and Arabic digits too): a run's
        // direction is the bidi algorithm's, so a piece it would turn the wrong way is given to it reversed.
        if ((layout.direction === 'rtl') !== run.rtl) {
          segment.text = [...segment.text].reverse().join('');
          layout = segment.face.shape.layout(segment.text, segment.face.features);
        }
        const scale = size / segment.face.shape.unitsPerEm;
        const width = (layout.positions ?? []).reduce((sum, position) => sum + position.xAdvance * scale, 0);
        pieces.push({ ...segment, rtl: run.rtl, layout, width });
      }
    }
    return pieces;
  }

  /** What each glyph drawn copies as, by font (makePdf writes it in the font's ToUnicode map). */
  readonly glyphTexts = new Map<Face, Map<string, string>>();

  /**
   * A presentation form copies as the letter it shows (ﻗ as ق, ﻻ as لا). A reader turns a right-to-left line's
   * text around, a ligature's letters with it: they are written turned around for it.
   */
  private copiesAs(face: Face, id: string, codePoints: number[], rtl: boolean) {
    const texts = this.glyphTexts.get(face) ?? new Map<string, string>();
    this.glyphTexts.set(face, texts);
    const letters = [
      ...String.fromCodePoint(...codePoints).replace(ARABIC_PRESENTATION_FORMS, (form) =>
        form.normalize('NFKC'),
      ),
    ];
    // A glyph that shows no letter of its own (a mark a font split off a letter) is mapped to nothing, unless it
    // showed a letter elsewhere.
    if (letters.length > 0 || !texts.has(id)) texts.set(id, (rtl ? letters.reverse() : letters).join(''));
  }

  private fontKey(font: PDFFont): PDFName {
    const keys = this.fontKeys.get(this.page) ?? new Map<PDFFont, PDFName>();
    this.fontKeys.set(this.page, keys);
    let key = keys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      keys.set(font, key);
    }
    return key;
  }

  /**
   * Draws a line of text in a box (x from the left, width), at the box's start or end side in the document's
   * direction; shrinks it to fit. Each glyph goes where the font's layout puts it, so Arabic marks sit on their
   * letters; the text stays selectable (pdf-lib writes the glyphs' code points in the font's ToUnicode map).
   */
  text(
    text: string,
    box: { x: number; width: number },
    size: number,
    options: { end?: boolean; gray?: number } = {},
  ) {
    const fitted = this.fit(text, box.width, size);
    const pieces = this.pieces(text, fitted);
    const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const atRight = this.rtl !== Boolean(options.end);
    let x = atRight ? box.x + box.width - width : box.x;
    // Each piece where it goes, left to right; then written in reading order, so a reader copying the line (pdf.js,
    // which turns each right-to-left piece around by itself) gets its words in the order they were written.
    const placed = pieces.map((piece) => {
      const at = x;
      x += piece.width;
      return { piece, at };
    });
    placed.sort((a, b) => a.piece.order - b.piece.order);
    const operators = [beginText(), setFillingGrayscaleColor(options.gray ?? 0)];
    for (const { piece, at } of placed) {
      const scale = fitted / piece.face.shape.unitsPerEm;
      // The same layout pdf-lib makes, so its glyph ids (renumbered in the embedded subset) match ours one to one.
      const ids = piece.face.pdf.encodeText(piece.text).toString().slice(1, -1).match(/.{4}/g) ?? [];
      operators.push(setFontAndSize(this.fontKey(piece.face.pdf), fitted));
      let pen = at;
      const glyphs: Array<{ logical: number; operators: PDFOperator[] }> = [];
      const logical = logicalPlaces(piece);
      (piece.layout.positions ?? []).forEach((position, index) => {
        const id = ids[index];
        const codePoints = piece.layout.glyphs[index]?.codePoints ?? [];
        if (id) {
          this.copiesAs(piece.face, id, codePoints, piece.rtl);
          const left = pen + position.xOffset * scale;
          const y = this.y + position.yOffset * scale;
          // A bracket in right-to-left text is drawn mirrored (it opens on the right) and still copies as itself.
          const mirrored = piece.rtl && codePoints.length === 1 && isMirrored(codePoints[0] as number);
          glyphs.push({
            logical: logical[index] ?? index,
            operators: [
              mirrored
                ? setTextMatrix(-1, 0, 0, 1, left + position.xAdvance * scale, y)
                : setTextMatrix(1, 0, 0, 1, left, y),
              showText(PDFHexString.of(id)),
            ],
          });
        }
        pen += position.xAdvance * scale;
      });
      // Each glyph is placed on its own, so they are written in the order of the letters they show: a Devanagari
      // vowel sign drawn before its consonant (ि in प्रि) or a reph drawn after (र् in र्मा) copies where it was typed.
      if (!piece.rtl && piece.layout.direction === 'ltr') glyphs.sort((a, b) => a.logical - b.logical);
      operators.push(...glyphs.flatMap((glyph) => glyph.operators));
    }
    operators.push(endText());
    this.page.pushOperators(...operators);
  }

  /** The size a text is drawn at in a box: its own, or smaller as far as it needs to fit. */
  fit(text: string, width: number, size: number): number {
    const natural = this.pieces(text, size).reduce((sum, piece) => sum + piece.width, 0);
    return natural > width && natural > 0 ? (size * width) / natural : size;
  }

  /** Moves down a line of the given size, to a new page when this one is full. */
  down(size: number) {
    this.y -= size * LINE;
    if (this.y < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN - size;
    }
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + BODY * 0.9 },
      end: { x: A4[0] - MARGIN, y: this.y + BODY * 0.9 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
  }

  block(block: PdfBlock) {
    const full = { x: MARGIN, width: this.width };
    switch (block.kind) {
      case 'page':
        this.page = this.doc.addPage(A4);
        this.y = A4[1] - MARGIN;
        return;
      case 'heading':
        this.down(BODY);
        this.text(block.text, full, 14);
        this.down(14);
        return;
      case 'text':
        for (const line of block.lines) {
          this.text(line, full, block.size ?? BODY, { gray: block.muted ? MUTED : 0 });
          this.down(block.size ?? BODY);
        }
        return;
      case 'fields': {
        const label = this.width * 0.35;
        for (const [name, value] of block.rows) {
          this.text(name, this.side(0, label), BODY, { gray: MUTED });
          this.text(value, this.side(label, this.width - label), BODY);
          this.down(BODY);
        }
        return;
      }
      case 'table': {
        const total = block.columns.reduce((sum, column) => sum + column.width, 0);
        const boxes = block.columns.reduce<Array<{ x: number; width: number }>>((acc, column) => {
          const start = acc.reduce((sum, box) => sum + box.width, 0);
          acc.push({ x: start, width: (column.width / total) * this.width });
          return acc;
        }, []);
        // A little room between columns.
        const inner = (index: number) => {
          const box = boxes[index] ?? { x: 0, width: 0 };
          return this.side(box.x + 3, box.width - 6);
        };
        // A column's cells in one size, the largest that fits them all: an Arabic date of two-digit days shrank
        // alone and read smaller than its neighbours of one digit.
        const body = [...block.rows, ...(block.total ? [block.total] : [])];
        const sizes = boxes.map((_, index) =>
          Math.min(BODY, ...body.map((cells) => this.fit(cells[index] ?? '', inner(index).width, BODY))),
        );
        const row = (cells: string[], gray = 0, header = false) => {
          cells.forEach((cell, index) => {
            if (!boxes[index]) return;
            const size = header ? BODY : (sizes[index] ?? BODY);
            this.text(cell, inner(index), size, { end: block.columns[index]?.numeric, gray });
          });
          this.down(BODY);
        };
        row(
          block.columns.map((column) => column.title),
          MUTED,
          true,
        );
        this.rule();
        block.rows.forEach((cells) => row(cells));
        if (block.total) {
          this.rule();
          row(block.total);
        }
        return;
      }
    }
  }

  /** A box measured from the document's start side (the right in Arabic). */
  private side(from: number, width: number) {
    return { x: this.rtl ? MARGIN + this.width - from - width : MARGIN + from, width };
  }
}

/** The fonts a text needs, read and embedded (subsets of the glyphs used), but for those already loaded. */
async function loadFaces(
  doc: PDFDocument,
  text: string,
  loaded: Face[],
  readFont: FontReader,
): Promise<Face[]> {
  const urls = (await fontUrlsFor(text)).filter((url) => !loaded.some((face) => face.url === url));
  return Promise.all(
    urls.map(async (url) => {
      // @cantoo/fontkit subsets a WOFF as it is: it keeps the file's offset format (see docs/receipts.md).
      const bytes = new Uint8Array(await readFont(url));
      const shape = openFont(bytes);
      // Arabic comes shaped (arabic.ts): the font's own joining and decomposing would split a presentation
      // form into a dotless letter and its dots again.
      const features = shape.hasGlyphForCodePoint(0x627)
        ? ARABIC_SHAPED
        : /noto-sans-(latin|vietnamese|cyrillic|greek)/u.test(url)
          ? PRECOMPOSED
          : undefined;
      return { url, pdf: await doc.embedFont(bytes, { subset: true, features }), shape, features };
    }),
  );
}

/**
 * The PDF of a document, with the fonts its texts need embedded (subsets of the glyphs used), so it reads the
 * same on any machine; the text is selectable and searchable.
 */
export async function makePdf(model: PdfModel, readFont: FontReader = fetchFont): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(model.title);
  doc.setLanguage(model.language);
  doc.setCreator('Student portal');
  const texts = [model.title, ...model.blocks.flatMap(textsOf)];
  const faces = await loadFaces(doc, texts.join('\n'), [], readFont);
  // A text with characters no font has: the note saying so comes under the title, in the document's language.
  const note = texts.some((text) => markMissing(text.normalize('NFC'), faces).missing)
    ? model.noFontNote
    : undefined;
  if (note) faces.push(...(await loadFaces(doc, note, faces, readFont)));
  const writer = new Writer(doc, faces, model.rtl);
  writer.block({ kind: 'heading', text: model.title });
  if (note) writer.block({ kind: 'text', lines: [note], muted: true, size: 8 });
  model.blocks.forEach((block) => writer.block(block));
  for (const [face, texts] of writer.glyphTexts) {
    // pdf-lib writes each glyph's code points as laid out: Arabic presentation forms, which pdf.js and poppler
    // copy as such (ﺭﻗﻢ, not رقم). The font's map is written again with the letters they show.
    await face.pdf.embed();
    const font = doc.context.lookup(face.pdf.ref, PDFDict);
    const map = font.get(PDFName.of('ToUnicode'));
    if (map instanceof PDFRef) doc.context.assign(map, doc.context.flateStream(unicodeMap(texts)));
  }
  return doc.save();
}

const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('');

/** A ToUnicode CMap (PDF 32000, 9.10.3) of glyph ids (four hex digits) to their text. */
function unicodeMap(texts: Map<string, string>): string {
  const entries = [...texts].map(([id, text]) => `<${id}> <${utf16Hex(text)}>`);
  const blocks = [];
  // At most a hundred entries to a block.
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar`, ...block, 'endbfchar');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function textsOf(block: PdfBlock): string[] {
  switch (block.kind) {
    case 'page':
      return [];
    case 'heading':
      return [block.text];
    case 'text':
      return block.lines;
    case 'fields':
      return block.rows.flat();
    case 'table':
      return [...block.columns.map((column) => column.title), ...block.rows.flat(), ...(block.total ?? [])];
  }
}
