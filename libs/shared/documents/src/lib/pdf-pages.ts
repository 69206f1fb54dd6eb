import { PDFDocument } from '@cantoo/pdf-lib';
import { pdfText } from './test-helpers';

/** The text of each page of a PDF, in order: each page copied alone into a PDF of its own and read back. */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const whole = await PDFDocument.load(pdf);
  const texts: string[] = [];
  for (const index of whole.getPageIndices()) {
    const single = await PDFDocument.create();
    const [page] = await single.copyPages(whole, [index]);
    if (page) single.addPage(page);
    texts.push(await pdfText(await single.save()));
  }
  return texts;
}
