import arabicUrl from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url&no-inline';
import latinExtUrl from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url&no-inline';
import latinUrl from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url&no-inline';

/** Reads a font file by the URL Vite gave it (the browser fetches it; a test reads the file). */
export type FontReader = (url: string) => Promise<ArrayBuffer | Uint8Array>;

const inRanges = (ranges: string, codePoint: number) =>
  ranges.split(',').some((range) => {
    const [from = '', to = from] = range.split('-');
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
  });

// @fontsource's unicode range of Noto Sans's Latin-extended subset (its unicode.json).
const LATIN_EXT =
  '100-2ba,2bd-2c5,2c7-2cc,2ce-2d7,2dd-2ff,304,308,329,1d00-1dbf,1e00-1e9f,1ef2-1eff,2020,20a0-20ab,20ad-20c0,2113,2c60-2c7f,a720-a7ff';
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/u;
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/**
 * The font files a text needs, in the order a character looks for its glyph: Noto Sans (Latin, always: digits,
 * the pound sign, references), its Latin-extended subset, Noto Sans Arabic, and of Noto Sans SC's hundred
 * subsets only those holding the text's Chinese characters.
 */
export async function fontUrlsFor(text: string): Promise<string[]> {
  const codePoints = [...new Set(text)].map((char) => char.codePointAt(0) ?? 0);
  const urls = [latinUrl];
  if (codePoints.some((cp) => cp > 0xff && inRanges(LATIN_EXT, cp))) urls.push(latinExtUrl);
  if (ARABIC.test(text)) urls.push(arabicUrl);
  const cjk = [...new Set(text)].filter((char) => CJK.test(char));
  if (cjk.length > 0) {
    const { SC_SUBSETS } = await import('./sc-subsets');
    const wanted = SC_SUBSETS.filter(([, ranges]) =>
      cjk.some((char) => inRanges(ranges, char.codePointAt(0) ?? 0)),
    );
    urls.push(...wanted.map(([url]) => url));
  }
  return urls;
}

/** In the browser: the font files are the build's own static assets, on the portal's origin. */
export const fetchFont: FontReader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  return response.arrayBuffer();
};

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const align4 = (length: number) => (length + 3) & ~3;

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const body = new Response(data.slice()).body;
  if (!body) throw new Error('A compressed font table without bytes');
  return new Uint8Array(
    await new Response(body.pipeThrough(new DecompressionStream('deflate'))).arrayBuffer(),
  );
}

/**
 * Every glyph record padded to four bytes, with long offsets. fontkit's subsets (what pdf-lib embeds) copy the
 * records as they are and, when the subset is small, write its offsets halved: a record of an odd length then
 * shifts every glyph after it, which PDF readers draw as nothing or as a stray part. Noto Sans Arabic's records
 * are unpadded, so most of its letters vanished.
 */
function padGlyphs(tables: Map<string, Uint8Array>) {
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  if (!head || !loca || !glyf) return;
  const long = viewOf(head).getInt16(50) === 1;
  const count = loca.length / (long ? 4 : 2);
  const offsets = Array.from({ length: count }, (_, i) =>
    long ? viewOf(loca).getUint32(i * 4) : viewOf(loca).getUint16(i * 2) * 2,
  );
  const padded = new Uint8Array(
    offsets.slice(1).reduce((sum, end, i) => sum + align4(end - (offsets[i] ?? 0)), 0),
  );
  const newLoca = new Uint8Array(count * 4);
  let at = 0;
  offsets.forEach((start, i) => {
    viewOf(newLoca).setUint32(i * 4, at);
    const end = offsets[i + 1];
    if (end === undefined) return;
    padded.set(glyf.subarray(start, end), at);
    at += align4(end - start);
  });
  const newHead = head.slice();
  viewOf(newHead).setInt16(50, 1);
  tables.set('head', newHead);
  tables.set('loca', newLoca);
  tables.set('glyf', padded);
}

/** The OpenType file (sfnt) of its tables. */
function sfnt(flavor: number, tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const header = 12 + 16 * tags.length;
  const out = new Uint8Array(
    header + tags.reduce((sum, tag) => sum + align4(tables.get(tag)?.length ?? 0), 0),
  );
  const view = viewOf(out);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, flavor);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, (tags.length - power) * 16);
  let offset = header;
  tags.forEach((tag, i) => {
    const data = tables.get(tag) ?? new Uint8Array();
    const record = 12 + 16 * i;
    [...tag].forEach((char, k) => view.setUint8(record + k, char.charCodeAt(0)));
    out.set(data, offset);
    let checksum = 0;
    for (let word = offset; word < offset + align4(data.length); word += 4)
      checksum = (checksum + view.getUint32(word)) >>> 0;
    view.setUint32(record + 4, checksum);
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, data.length);
    offset += align4(data.length);
  });
  return out;
}

/**
 * A font file ready for pdf-lib's subsets: a WOFF (what @fontsource ships) unpacked to TrueType, its glyph
 * records padded (see padGlyphs). Another file is returned as it is.
 */
export async function trueTypeOf(file: Uint8Array): Promise<Uint8Array> {
  const view = viewOf(file);
  if (file.length < 44 || view.getUint32(0) !== 0x774f4646) return file;
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(12); i += 1) {
    const entry = 44 + 20 * i;
    const tag = String.fromCharCode(...file.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const data = file.subarray(offset, offset + compressed);
    tables.set(tag, compressed < view.getUint32(entry + 12) ? await inflate(data) : data);
  }
  padGlyphs(tables);
  return sfnt(view.getUint32(4), tables);
}
