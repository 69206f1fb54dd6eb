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
const root = here.slice(0, here.lastIndexOf('/libs/shared/documents/') + 1);

/** Vite's URL of a font file (`/@fs/…` or `/node_modules/…` under test) read from the disk. */
export const readFontFile = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return readFile(path.startsWith('/@fs/') ? path.slice(4) : `${root}${path.replace(/^\//, '')}`);
};

/** pdf.js's legacy build, the one for Node (a fake worker in the same thread). */
const pdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');

/** A PDF opened by pdf.js as a viewer opens it: the fonts embedded in the file, none of the system's. */
export async function openPdf(pdf: Uint8Array) {
  const { getDocument } = await pdfjs();
  return getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
}

/** The text of a PDF as a reader's copy and paste gets it (pdf.js): its pages' pieces, spaces collapsed. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await openPdf(pdf);
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const { items } = await (await doc.getPage(number)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.cleanup();
  return pages.join('\n').replace(/\s+/gu, ' ');
}

/**
 * The lines of a PDF's first page as pdf.js reads them, its pieces in the order the file has them: a piece
 * follows the line so far with a space where a gap parts them on the page (pdf.js adds none when a line goes
 * right to left), and a new line where it is lower.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const page = await (await openPdf(pdf)).getPage(1);
  const lines: string[] = [];
  // The part of the current line read so far: a piece parted from it by a gap follows a space.
  let line: { left: number; right: number; y: number } | undefined;
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const box = { x: item.transform[4], y: item.transform[5], width: item.width, height: item.height };
    if (!line || Math.abs(line.y - box.y) > box.height / 2) {
      lines.push(item.str.trim());
      line = { left: box.x, right: box.x + box.width, y: box.y };
      continue;
    }
    const gap = Math.max(line.left, box.x) - Math.min(line.right, box.x + box.width);
    lines[lines.length - 1] += (gap > box.height * 0.15 ? ' ' : '') + item.str.trim();
    line = { left: Math.min(line.left, box.x), right: Math.max(line.right, box.x + box.width), y: line.y };
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

/** Pixels of a rendered page: its size and RGBA bytes, `scale` pixels to a point. */
export interface RenderedPage {
  width: number;
  height: number;
  scale: number;
  pixels: Uint8ClampedArray;
  /** The page as a PNG, to look at (a test's attachment). */
  png: () => Uint8Array;
}

/** A page of a PDF drawn as a reader's viewer draws it: pdf.js on a canvas (Skia, @napi-rs/canvas), white paper. */
export async function renderPage(pdf: Uint8Array, pageNumber = 1, scale = 3): Promise<RenderedPage> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await (await openPdf(pdf)).getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as never,
    viewport,
  }).promise;
  return {
    width: canvas.width,
    height: canvas.height,
    scale,
    pixels: context.getImageData(0, 0, canvas.width, canvas.height).data,
    png: () => new Uint8Array(canvas.toBuffer('image/png')),
  };
}

/** How much of a box of a page (in points, from the page's bottom left) is inked: dark pixels, 0 to 1. */
export function inkIn(
  page: RenderedPage,
  box: { x: number; y: number; width: number; height: number },
): number {
  const pageHeight = page.height / page.scale;
  const left = Math.max(0, Math.floor(box.x * page.scale));
  const right = Math.min(page.width, Math.ceil((box.x + box.width) * page.scale));
  const top = Math.max(0, Math.floor((pageHeight - box.y - box.height) * page.scale));
  const bottom = Math.min(page.height, Math.ceil((pageHeight - box.y) * page.scale));
  let ink = 0;
  for (let y = top; y < bottom; y += 1)
    for (let x = left; x < right; x += 1) if ((page.pixels[(y * page.width + x) * 4] ?? 255) < 128) ink += 1;
  return ink / Math.max(1, (right - left) * (bottom - top));
}

/**
 * Where pdf.js finds a text on a PDF's first page: the box (points, from the bottom left) of the pieces of a line
 * that read as it, or undefined when no line holds it.
 */
export async function textBox(
  pdf: Uint8Array,
  text: string,
): Promise<{ x: number; y: number; width: number; height: number } | undefined> {
  const page = await (await openPdf(pdf)).getPage(1);
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ ...item, x: item.transform[4] as number, y: item.transform[5] as number }]
      : [],
  );
  // The pieces of the text (a piece per font and direction): those that are part of it.
  const found = items.filter((item) => text.replace(/\s/gu, '').includes(item.str.replace(/\s/gu, '')));
  if (found.length === 0) return undefined;
  const x = Math.min(...found.map((item) => item.x));
  const right = Math.max(...found.map((item) => item.x + item.width));
  const height = Math.max(...found.map((item) => item.height));
  // Room under the baseline for descenders and marks below (Vietnamese dots, Devanagari), above for stacked ones.
  return { x, y: (found[0]?.y ?? 0) - height * 0.4, width: right - x, height: height * 1.8 };
}
