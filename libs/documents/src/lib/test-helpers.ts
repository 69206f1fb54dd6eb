import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the path, not a URL object: under jsdom, URL is jsdom's, which Node's fileURLToPath refuses.
const root = `${join(dirname(fileURLToPath(import.meta.url)), '../../../..')}/`;

/** Vite's URL of a font file (`/@fs/…` or `/node_modules/…` under test) read from the disk. */
export const readFontFile = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return readFile(path.startsWith('/@fs/') ? path.slice(4) : `${root}${path.replace(/^\//, '')}`);
};

/** The text of a PDF as a reader's copy and paste gets it (pdf.js through unpdf). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPageTexts(pdf)).join('\n');
}

/** The text of each page of a PDF, in order (pdf.js through unpdf). */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
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
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}
