import fontkit, { type Font } from '@cantoo/fontkit';

/** fontkit's reading of a font file: one face (fontkit also opens collections, which no font we draw with is). */
export function openFont(file: Uint8Array): Font {
  const font = fontkit.create(file);
  if ('fonts' in font) throw new Error(`a font collection (${font.type}), not one font`);
  return font;
}
