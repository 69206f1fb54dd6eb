// What makes the files: loaded by dynamic import when a student asks for one (pdf-lib, fontkit, ics).
export { makeCalendar } from './calendar';
export { makeCsv } from './csv';
export { makePdf } from './pdf';
