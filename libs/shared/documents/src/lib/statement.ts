import type { PdfBlock, PdfColumn, PdfModel } from './model';

/** A statement of account as its PDF shows it: every text translated and formatted by the page. */
export interface StatementDocument {
  title: string;
  language: string;
  rtl: boolean;
  /** PdfModel's: what "[U+…]" stands for. */
  noFontNote: string;
  /** The school's name and address, at the top of the first page. */
  letterhead: string[];
  /** "Issued on Nov 26, 2026", under the letterhead. */
  issued: string;
  /** Label and value rows at the top of every page: the student's name and the period. */
  running: ReadonlyArray<readonly [string, string]>;
  /** Label and value rows after them on the first page: the student's id, the balances. */
  summary: ReadonlyArray<readonly [string, string]>;
  /** The table's columns, repeated at the top of the table on every page. */
  columns: PdfColumn[];
  /** The opening balance, then one row per line of the statement. */
  rows: string[][];
  /** The closing balance, under the last row. */
  total: string[];
  /** A note at the end (the currency, what a positive balance means). */
  footer: string;
  /** "Page 2 of 3" */
  pageOf: (page: number, pages: number) => string;
}

/**
 * Lines of body text (10 pt, 1.5 apart) an A4 page holds between its margins is 49 (pdf.ts's writer); a few are
 * kept spare, so the writer never breaks a page itself and every page keeps its headers.
 */
const PAGE_LINES = 45;
/** The heading (a blank line, then 14 pt) and the small print (8 pt) in body lines. */
const HEADING_LINES = 2.5;
const SMALL_LINES = 0.8;

/**
 * The statement's PDF, laid out page by page: every page starts with the title, the student's name and the period,
 * and the table's header, and ends with "Page N of M"; the first page has the letterhead, the day it was issued and
 * the summary; the last ends with the closing balance and the note. Rows are never split across pages.
 */
export function statementPdf(document: StatementDocument): PdfModel {
  const top = HEADING_LINES + document.running.length + 1 + SMALL_LINES;
  const first = document.letterhead.length + 1 + document.summary.length;
  const last = 1 + SMALL_LINES;
  const pages: string[][][] = [];
  let rest = document.rows;
  do {
    const room = Math.floor(PAGE_LINES - top - (pages.length === 0 ? first : 0));
    // The last page needs room for the closing balance and the note too; at least one row goes with them.
    const take = rest.length <= room - last ? rest.length : Math.min(room, rest.length - 1);
    pages.push(rest.slice(0, take));
    rest = rest.slice(take);
  } while (rest.length > 0);
  const blocks = pages.flatMap((rows, index): PdfBlock[] => {
    const isLast = index === pages.length - 1;
    return [
      ...(index === 0
        ? [{ kind: 'text' as const, lines: [...document.letterhead, document.issued] }]
        : [{ kind: 'page' as const }, { kind: 'heading' as const, text: document.title }]),
      { kind: 'fields', rows: index === 0 ? [...document.running, ...document.summary] : document.running },
      { kind: 'table', columns: document.columns, rows, ...(isLast ? { total: document.total } : {}) },
      ...(isLast ? [{ kind: 'text' as const, lines: [document.footer], muted: true, size: 8 }] : []),
      { kind: 'text', lines: [document.pageOf(index + 1, pages.length)], muted: true, size: 8 },
    ];
  });
  return {
    title: document.title,
    language: document.language,
    rtl: document.rtl,
    noFontNote: document.noFontNote,
    blocks,
  };
}

/**
 * The academic year a day falls in: 1 September to 31 August (the schools' terms start in September).
 * Dates are ISO days (YYYY-MM-DD).
 */
export function academicYear(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  return { from: `${start}-09-01`, to: `${start + 1}-08-31` };
}

/**
 * A receipt's number: the same every time for one payment. Online payments and those the office recorded are
 * numbered apart, as their ids are: W (web) and R, each parted from the digits by a hyphen, so no letter reads as
 * a digit (an O among zeros did).
 */
export const receiptNumber = (source: 'online' | 'recorded', paymentId: number) =>
  `RCT-${source === 'online' ? 'W' : 'R'}-${String(paymentId).padStart(6, '0')}`;
