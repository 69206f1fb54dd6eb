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
