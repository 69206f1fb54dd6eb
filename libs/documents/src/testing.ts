// For tests outside this lib (the e2e reads the PDFs the portal saved): a PDF's text as a reader's copy gets it,
// whole or line by line.
export { pdfLines, pdfText } from './lib/test-helpers';
