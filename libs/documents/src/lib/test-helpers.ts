import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// From the file's path: under jsdom, URL is jsdom's, whose objects Node's fileURLToPath refuses.
const here = fileURLToPath(import.meta.url);
const root = here.slice(0, here.lastIndexOf('/libs/documents/') + 1);

/** Vite's URL of a font file (`/@fs/…` or `/node_modules/…` under test) read from the disk. */
export const readFontFile = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return readFile(path.startsWith('/@fs/') ? path.slice(4) : `${root}${path.replace(/^\//, '')}`);
};

/** The text of a PDF as a reader's copy and paste gets it (pdf.js through unpdf). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
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
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}
