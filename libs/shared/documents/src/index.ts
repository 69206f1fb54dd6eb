export type { CalendarEntry } from './lib/calendar';
export type { PdfBlock, PdfColumn, PdfModel } from './lib/model';
export { academicYear, receiptNumber, statementPdf, type StatementDocument } from './lib/statement';
export { saveFile, saveUrl } from './lib/save-file';

/**
 * The PDF maker (pdf-lib, fontkit and the fonts a text needs): a chunk of its own, fetched when a student asks
 * for a PDF, never with a page.
 */
export const loadPdfMaker = () => import('./lib/pdf');
/** The CSV and iCalendar makers: a small chunk, fetched when a student asks for such a file. */
export const loadFileMakers = () => import('./lib/makers');
