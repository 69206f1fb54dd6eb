import { skipToken } from '@reduxjs/toolkit/query/react';
import { loadPdfMaker, receiptNumber, saveFile, type PdfModel } from '@portal/documents';
import { useGetInvoiceQuery, type InvoiceDetail } from '@portal/invoices/data-access';
import { usePaymentTimeline, type PaymentAttempt } from '@portal/payments/data-access';
import { useCurrentStudent, type Student } from '@portal/profile/data-access';
import { useMessages } from '@portal/ui';
import { Ltr, PageStates } from '@portal/ui-light';
import { formatDateTimeWithZone, formatMoney, paths } from '@portal/util';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';
import { gatewayReferenceLabel } from './payment-timeline';
import { receiptDocument } from './receipt-document';

const KEY = /^(online|recorded)-([1-9]\d{0,15})$/;

/** A completed payment's receipt: what it says on screen, and the PDF to attach to a sponsor's or a visa form. */
export function ReceiptPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation('common');
  const { paymentKey = '' } = useParams();
  const [message, messageHolder] = useMessages();
  const [busy, setBusy] = useState(false);
  const match = KEY.exec(paymentKey);
  const timeline = usePaymentTimeline();
  const current = useCurrentStudent();
  const payment = timeline.attempts?.find((attempt) => attempt.key === paymentKey);
  const completed = payment?.status === 'completed' ? payment : undefined;
  const invoice = useGetInvoiceQuery(completed?.invoice_id ?? skipToken);
  const back = { backTo: paths.payments(), backLabel: t('receipt.back') };
  const problem = !match
    ? t('receipt.malformed')
    : timeline.attempts && !payment
      ? t('receipt.unknown')
      : payment && !completed
        ? t('receipt.notCompleted')
        : null;

  const ready =
    completed && current.student && (completed.invoice_id === null || invoice.data)
      ? { payment: completed, student: current.student, invoice: invoice.data ?? null }
      : undefined;

  const download = async (data: NonNullable<typeof ready>) => {
    setBusy(true);
    try {
      const { makePdf } = await loadPdfMaker();
      const number = receiptNumber(match?.[1] === 'recorded' ? 'recorded' : 'online', data.payment.id);
      const pdf = await makePdf(receiptModel(data, number, i18n.language, t, common));
      saveFile(pdf, `${number}.pdf`);
    } catch {
      void message.error(t('receipt.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageStates
      title={t('receipt.title')}
      queries={[...timeline.queries, current, invoice]}
      data={ready}
      notFound={problem ? { when: true, title: t('receipt.none'), text: problem, ...back } : undefined}
      extra={(data) => (
        <Button type="primary" size="large" loading={busy} onClick={() => void download(data)}>
          {t('receipt.download')}
        </Button>
      )}
    >
      {(data) => (
        <>
          {messageHolder}
          <Descriptions
            bordered
            size="small"
            column={1}
            items={fieldsOf(
              data,
              receiptNumber(match?.[1] === 'recorded' ? 'recorded' : 'online', data.payment.id),
              t,
              common,
            ).map(([label, value], index) => ({ key: index, label, children: <Ltr>{value}</Ltr> }))}
          />
        </>
      )}
    </PageStates>
  );
}

type T = ReturnType<typeof useTranslation<'payments'>>['t'];
type Common = ReturnType<typeof useTranslation<'common'>>['t'];

interface ReceiptData {
  payment: PaymentAttempt;
  student: Student;
  invoice: InvoiceDetail | null;
}

function fieldsOf(
  { payment, student }: ReceiptData,
  number: string,
  t: T,
  common: Common,
): Array<[string, string]> {
  const gateway = common(`timeline.gateway.${payment.gateway}`, { defaultValue: payment.gateway });
  return [
    [t('receipt.number'), number],
    [t('receipt.paidOn'), formatDateTimeWithZone(payment.updated_at ?? payment.date)],
    [t('receipt.student'), student.student_name],
    [t('receipt.studentId'), String(student.student_id)],
    ...(payment.paid_by ? [[t('receipt.paidBy'), payment.paid_by] as [string, string]] : []),
    [t('verify.invoice'), payment.invoice_number ?? '—'],
    [t('verify.gateway'), gateway],
    ...(payment.gateway_reference
      ? [[gatewayReferenceLabel(t, payment.gateway, gateway), payment.gateway_reference] as [string, string]]
      : []),
    ...(payment.reference
      ? [[common('timeline.paymentReference'), payment.reference] as [string, string]]
      : []),
    [t('verify.amount'), formatMoney(payment.amount, payment.currency)],
    [t('verify.fee'), formatMoney(payment.fee, payment.currency)],
    [t('verify.total'), formatMoney(payment.amount + payment.fee, payment.currency)],
  ];
}

function receiptModel(data: ReceiptData, number: string, language: string, t: T, common: Common): PdfModel {
  const { invoice } = data;
  return receiptDocument(language, t, common, [
    { kind: 'fields', rows: fieldsOf(data, number, t, common) },
    ...(invoice
      ? [
          { kind: 'heading' as const, text: t('receipt.lines', { invoice: invoice.number }) },
          {
            kind: 'table' as const,
            columns: [
              { title: t('receipt.description'), width: 6 },
              { title: t('receipt.quantity'), width: 1, numeric: true },
              { title: t('verify.amount'), width: 2, numeric: true },
            ],
            rows: invoice.lines.map((line) => [
              line.description,
              String(line.quantity),
              formatMoney(line.amount, invoice.currency),
            ]),
            total: [t('receipt.invoiceTotal'), '', formatMoney(invoice.total, invoice.currency)],
          },
        ]
      : []),
  ]);
}
