import { receiptNumber, type PdfModel } from '@portal/documents';
import { receiptDocument } from '@portal/payments/feature';
import type { SponsorReceipt } from '@portal/sponsors/data-access';
import { formatDateTimeWithZone, formatMoney } from '@portal/util';
import type { TFunction } from 'i18next';

/**
 * The sponsor's receipt as a PDF model. Numbered and timed as the student's receipt of the same payment
 * (receipt-page.tsx): `receiptNumber` of the online payment, the time with its zone by name. The payment's
 * reference is a field of its own, as on the student's.
 */
export function sponsorReceiptModel(
  receipt: SponsorReceipt,
  language: string,
  t: TFunction<'payments'>,
  common: TFunction<'common'>,
): { number: string; model: PdfModel } {
  const number = receiptNumber('online', receipt.payment_id);
  const gateway = common(`timeline.gateway.${receipt.gateway}`, { defaultValue: receipt.gateway });
  return {
    number,
    model: receiptDocument(language, t, common, [
      {
        kind: 'fields',
        rows: [
          [t('receipt.number'), number],
          [t('receipt.paidOn'), formatDateTimeWithZone(receipt.date)],
          [t('receipt.paidBy'), receipt.sponsor_name],
          [t('receipt.student'), receipt.student_first_name],
          [t('verify.invoice'), receipt.invoice_number],
          [t('receipt.description'), receipt.description],
          [t('verify.gateway'), gateway],
          [common('timeline.paymentReference'), receipt.reference],
          [t('verify.amount'), formatMoney(receipt.amount, receipt.currency)],
          [t('verify.fee'), formatMoney(receipt.fee, receipt.currency)],
          [t('verify.total'), formatMoney(receipt.amount + receipt.fee, receipt.currency)],
        ],
      },
    ]),
  };
}
