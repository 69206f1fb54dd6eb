import type { PdfBlock, PdfModel } from '@portal/documents';
import { apiConfig } from '@portal/data-access';
import type { TFunction } from 'i18next';
// The sponsor's page writes its receipts with these strings too.
import './i18n/register';

/**
 * A receipt as both the student's and the sponsor's are written: its title, the school's letterhead, what `blocks`
 * say of the payment, and the footer.
 */
export function receiptDocument(
  language: string,
  t: TFunction<'payments'>,
  common: TFunction<'common'>,
  blocks: PdfBlock[],
): PdfModel {
  return {
    title: t('receipt.title'),
    language,
    rtl: language === 'ar',
    noFontNote: common('pdfNoFontNote'),
    blocks: [
      { kind: 'text', lines: [apiConfig.school.name, ...apiConfig.school.address] },
      ...blocks,
      { kind: 'text', lines: [t('receipt.footer')], muted: true, size: 8 },
    ],
  };
}
