// The CSV and iCalendar makers: loaded by dynamic import when a student asks for such a file (ics); the PDF
// maker is a chunk of its own (pdf.ts).
export { makeCalendar } from './calendar';
export { makeCsv } from './csv';
