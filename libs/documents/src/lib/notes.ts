/**
 * The note a document carries when a text has characters none of its fonts draws (pdf.ts writes them as
 * "[U+…]"), in the document's language. The pages translate every other text of a document; this one is the
 * PDF maker's own, so it is here, in each of the portal's languages (English for another).
 */
const NO_FONT_NOTE: Record<string, string> = {
  en: '[U+…] stands for characters this document has no font for, written as their Unicode code points; the portal shows them as written.',
  'zh-CN': '[U+…] 表示本文件没有字体可显示的字符，以其 Unicode 码位写出；门户中按原样显示。',
  ar: '[U+…] يرمز إلى حروف لا يتوفر لها خط في هذا المستند، فكُتبت برموزها في يونيكود؛ وتعرضها البوابة كما كُتبت.',
};

export const noFontNote = (language: string) => NO_FONT_NOTE[language] ?? (NO_FONT_NOTE['en'] as string);
