// For tests outside this lib (the e2e reads the PDFs the portal saved; a page's spec serves the fonts its PDF
// needs): a PDF's text as a reader's copy gets it, whole, line by line or page by page, a page as pdf.js draws
// it (and how inked a box of it is), and a font file read from the disk.
export { inkIn, pdfLines, pdfText, readFontFile, renderPage, textBox } from './lib/test-helpers';
export { pdfPageTexts } from './lib/pdf-pages';
