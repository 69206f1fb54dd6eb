/** A document as the pages describe it: its texts already translated and formatted as the portal shows them. */
export interface PdfModel {
  /** The PDF's title (its metadata and the first heading). */
  title: string;
  /** BCP 47 language of the texts ("en", "zh-CN", "ar"). */
  language: string;
  rtl: boolean;
  /**
   * Said under the title when a text has characters none of the document's fonts draws (written "[U+…]"), in the
   * document's language.
   */
  noFontNote: string;
  blocks: PdfBlock[];
}

export interface PdfColumn {
  title: string;
  /** Share of the line's width. */
  width: number;
  /** Amounts line up at the end of their column. */
  numeric?: boolean;
}

export type PdfBlock =
  /** Lines of text, e.g. the school's name and address. */
  | { kind: 'text'; lines: string[]; size?: number; muted?: boolean }
  | { kind: 'heading'; text: string }
  /** Label and value pairs. */
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][]; total?: string[] }
  /** A new page: what follows starts at its top. */
  | { kind: 'page' };
