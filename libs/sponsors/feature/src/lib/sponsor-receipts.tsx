import { loadPdfMaker, saveFile } from '@portal/documents';
import {
  useGetSponsorReceiptsQuery,
  useLazyGetSponsorReceiptQuery,
  type SponsorPayment,
} from '@portal/sponsors/data-access';
import { useMessages } from '@portal/ui';
import { Ltr } from '@portal/ui-light';
import { formatDate, formatMoney } from '@portal/util';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sponsorReceiptModel } from './sponsor-receipt-model';

/** A receipt of the sponsor's payment as a PDF, made in the browser; a failure says so in a message. */
export function useSponsorReceipt(token: string) {
  const { t, i18n } = useTranslation('sponsors');
  const { t: payments } = useTranslation('payments');
  const { t: common } = useTranslation('common');
  const [fetchReceipt] = useLazyGetSponsorReceiptQuery();
  const [message, messageHolder] = useMessages();
  const download = async (paymentId: number) => {
    try {
      const receipt = await fetchReceipt({ token, paymentId }).unwrap();
      const { makePdf } = await loadPdfMaker();
      const { number, model } = sponsorReceiptModel(receipt, i18n.language, payments, common);
      saveFile(await makePdf(model), `${number}.pdf`);
    } catch {
      void message.error(t('sponsor.receiptFailed'));
    }
  };
  return { download, messageHolder };
}

/** The sponsor's payments, each with its receipt's button (named by its invoice). */
export function SponsorPaymentList({
  payments,
  onReceipt,
}: {
  payments: SponsorPayment[];
  onReceipt: (paymentId: number) => void;
}) {
  const { t } = useTranslation('sponsors');
  return (
    <Flex vertical gap={12} role="list">
      {payments.map((payment) => (
        <Flex key={payment.id} role="listitem" gap={12} wrap justify="space-between" align="center">
          <Typography.Text>
            <Ltr>{payment.invoice_number}</Ltr> · {formatMoney(payment.amount, payment.currency)} ·{' '}
            {formatDate(payment.date)}
          </Typography.Text>
          <Button
            onClick={() => onReceipt(payment.id)}
            aria-label={t('sponsor.receiptNamed', { invoice: payment.invoice_number })}
          >
            {t('sponsor.receipt')}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * Under a withdrawn or expired link: the sponsor's own payments, whose receipts the link still gives (and nothing
 * else of the student's), or that they made none.
 */
export function ClosedLinkReceipts({ token }: { token: string }) {
  const { t } = useTranslation('sponsors');
  const receipts = useGetSponsorReceiptsQuery(token);
  const { download, messageHolder } = useSponsorReceipt(token);
  if (receipts.isLoading) return <Spin />;
  if (receipts.isError || !receipts.data)
    return <Alert type="warning" showIcon title={t('sponsor.closed.receiptsFailed')} />;
  if (receipts.data.length === 0)
    return <Typography.Paragraph>{t('sponsor.closed.noPayments')}</Typography.Paragraph>;
  return (
    <Card title={t('sponsor.closed.receipts')} style={{ textAlign: 'start' }}>
      {messageHolder}
      <Typography.Paragraph>{t('sponsor.closed.receiptsText')}</Typography.Paragraph>
      <SponsorPaymentList payments={receipts.data} onReceipt={(id) => void download(id)} />
    </Card>
  );
}
