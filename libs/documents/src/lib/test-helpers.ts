import { readFile } from 'node:fs/promises';
import type { Font } from '@cantoo/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
} from '@cantoo/pdf-lib';
import { fileURLToPath } from 'node:url';
import { openFont } from './open-font';

// From the file's path: under jsdom, URL is jsdom's, whose objects Node's fileURLToPath refuses.
const here = fileURLToPath(import.meta.url);
const root = here.slice(0, here.lastIndexOf('/libs/documents/') + 1);

/** Vite's URL of a font file (`/@fs/…` or `/node_modules/…` under test) read from the disk. */
export const readFontFile = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return readFile(path.startsWith('/@fs/') ? path.slice(4) : `${root}${path.replace(/^\//, '')}`);
};

async function pdfjs() {
  // unpdf's pdf.js build uses these (Node 22); Node 20 lacks them.
  const promise = Promise as unknown as Record<string, unknown>;
  promise['try'] ??= <T>(fn: (...args: unknown[]) => T, ...args: unknown[]) =>
    new Promise<T>((resolve) => resolve(fn(...args)));
  promise['withResolvers'] ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const p = new Promise((a, b) => ((resolve = a), (reject = b)));
    return { promise: p, resolve, reject };
  };
  return import('unpdf');
}

/** The text of a PDF as a reader's copy and paste gets it (pdf.js through unpdf). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await pdfjs();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/**
 * The lines of a PDF's first page as pdf.js reads them, its pieces in the order the file has them: a piece
 * follows the one before with a space where a gap parts them on the page (pdf.js adds none when a line goes
 * right to left), and a new line where it is lower.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const { getDocumentProxy } = await pdfjs();
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
  const lines: string[] = [];
  let last: { x: number; y: number; width: number; height: number } | undefined;
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const box = { x: item.transform[4], y: item.transform[5], width: item.width, height: item.height };
    const gap = last ? Math.max(last.x, box.x) - Math.min(last.x + last.width, box.x + box.width) : 0;
    if (!last || Math.abs(last.y - box.y) > box.height / 2) lines.push(item.str.trim());
    else lines[lines.length - 1] += (gap > box.height * 0.15 ? ' ' : '') + item.str.trim();
    last = box;
  }
  return lines;
}

/**
 * The outlines (SVG paths, in font units) of the glyphs a PDF draws in its n-th text object (a line of text), in
 * the order drawn, read from the fonts embedded in the file.
 */
export async function drawnOutlines(pdf: Uint8Array, textObject: number): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const content = streams
    .map((ref) => doc.context.lookup(ref))
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join('\n');
  const block = content.split('BT').slice(1)[textObject]?.split('ET')[0] ?? '';
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const outlines: string[] = [];
  let font: Font | undefined;
  for (const [, name, glyph] of block.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]{4})> Tj/g)) {
    if (name) {
      const type0 = fonts?.lookup(PDFName.of(name), PDFDict);
      const cid = type0?.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      const file = cid?.lookup(PDFName.of('FontDescriptor'), PDFDict).lookup(PDFName.of('FontFile2'));
      font = openFont(decodePDFRawStream(file as PDFRawStream).decode());
    } else if (glyph && font) outlines.push(font.getGlyph(parseInt(glyph, 16))?.path.toSVG() ?? '');
  }
  return outlines;
}

/** The outlines of the glyphs a font file maps these characters to. */
export async function fontOutlines(fontPath: string, text: string): Promise<string[]> {
  const font = openFont(await readFile(`${root}${fontPath}`));
  return [...text].map((char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0)?.path.toSVG() ?? '');
}
