import arabicUrl from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url&no-inline';
import hebrewUrl from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff?url&no-inline';
import thaiUrl from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff?url&no-inline';
import cyrillicExtUrl from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url&no-inline';
import cyrillicUrl from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url&no-inline';
import devanagariUrl from '@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff?url&no-inline';
import greekExtUrl from '@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff?url&no-inline';
import greekUrl from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url&no-inline';
import latinExtUrl from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url&no-inline';
import latinUrl from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url&no-inline';
import vietnameseUrl from '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url&no-inline';

/** Reads a font file by the URL Vite gave it (the browser fetches it; a test reads the file). */
export type FontReader = (url: string) => Promise<ArrayBuffer | Uint8Array>;

type Subsets = ReadonlyArray<readonly [url: string, codePoints: string]>;

const inRanges = (ranges: string, codePoint: number) =>
  ranges.split(',').some((range) => {
    const [from = '', to = from] = range.split('-');
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
  });

/**
 * The files of one script's font, each with the code points it holds (@fontsource's unicode.json, its "U+"s
 * dropped). Noto Sans's Latin subset is always there: digits, the pound sign, references.
 */
const SUBSETS: Subsets = [
  [
    latinExtUrl,
    '100-2ba,2bd-2c5,2c7-2cc,2ce-2d7,2dd-2ff,304,308,329,1d00-1dbf,1e00-1e9f,1ef2-1eff,2020,20a0-20ab,20ad-20c0,2113,2c60-2c7f,a720-a7ff',
  ],
  // Vietnamese: its letters with stacked marks (U+1EA0-1EF9) and the marks themselves.
  [
    vietnameseUrl,
    '102-103,110-111,128-129,168-169,1a0-1a1,1af-1b0,300-301,303-304,308-309,323,329,1ea0-1ef9,20ab',
  ],
  [cyrillicUrl, '301,400-45f,490-491,4b0-4b1,2116'],
  [cyrillicExtUrl, '460-52f,1c80-1c8a,20b4,2de0-2dff,a640-a69f,fe2e-fe2f'],
  [greekUrl, '370-377,37a-37f,384-38a,38c,38e-3a1,3a3-3ff'],
  [greekExtUrl, '1f00-1fff'],
  [devanagariUrl, '900-97f,1cd0-1cf9,200c-200d,20a8,20b9,20f0,25cc,a830-a839,a8e0-a8ff'],
  [hebrewUrl, '307-308,590-5ff,200c-2010,20aa,25cc,fb1d-fb4f'],
  [thaiUrl, '2d7,303,331,e01-e5b,200c-200d,25cc'],
  [
    arabicUrl,
    '600-6ff,750-77f,870-88e,890-891,897-8e1,8e3-8ff,200c-200e,2010-2011,204f,2e41,fb50-fdff,fe70-fe74,fe76-fefc',
  ],
];

/**
 * The fonts cut into many subsets (a file per few hundred characters), each list a chunk of its own loaded only
 * for a text with such characters: Chinese (Noto Sans SC, also the Han characters of Japanese and Korean names),
 * kana (Noto Sans JP) and Hangul (Noto Sans KR).
 */
const SPLIT: ReadonlyArray<{ chars: RegExp; subsets: () => Promise<Subsets> }> = [
  {
    chars:
      /[\u2e80-\u303f\u3100-\u312f\u3190-\u31ef\u3200-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff65\uffa0-\uffef]/u,
    subsets: () => import('./sc-subsets').then((m) => m.SC_SUBSETS),
  },
  {
    chars: /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u,
    subsets: () => import('./jp-subsets').then((m) => m.JP_SUBSETS),
  },
  {
    chars: /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u,
    subsets: () => import('./kr-subsets').then((m) => m.KR_SUBSETS),
  },
];

/**
 * The font files a text needs, in the order a character looks for its glyph: Noto Sans's Latin (always), then of
 * each other script's files only those holding a character of the text. A character none holds is one no font of
 * the documents draws (pdf.ts says so on the page).
 */
export async function fontUrlsFor(text: string): Promise<string[]> {
  const chars = [...new Set(text.normalize('NFC'))];
  const codePoints = chars.map((char) => char.codePointAt(0) ?? 0).filter((codePoint) => codePoint > 0xff);
  const wanted = (subsets: Subsets) =>
    subsets.filter(([, ranges]) => codePoints.some((codePoint) => inRanges(ranges, codePoint)));
  const split = await Promise.all(
    SPLIT.filter(({ chars: script }) => chars.some((char) => script.test(char))).map(
      async ({ chars: script, subsets }) =>
        (await subsets()).filter(([, ranges]) =>
          chars.some((char) => script.test(char) && inRanges(ranges, char.codePointAt(0) ?? 0)),
        ),
    ),
  );
  return [latinUrl, ...[...wanted(SUBSETS), ...split.flat()].map(([url]) => url)];
}

/** In the browser: the font files are the build's own static assets, on the portal's origin. */
export const fetchFont: FontReader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  return response.arrayBuffer();
};
