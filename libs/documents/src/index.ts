export type { CalendarEntry } from './lib/calendar';
export type { PdfBlock, PdfColumn, PdfModel } from './lib/model';
export {
  academicYear,
  buildStatement,
  paidOn,
  receiptNumber,
  type Statement,
  type StatementMovement,
} from './lib/statement';
export { saveFile } from './lib/save-file';

/**
 * The file makers (PDF with its fonts, CSV, iCalendar): a chunk of their own, fetched when a student asks for a
 * file, never with a page.
 */
export const loadDocumentMakers = () => import('./lib/makers');
