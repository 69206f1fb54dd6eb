import type { InvoiceDetail } from '@portal/invoices/data-access';
import type { useCurrencyEstimate } from '@portal/payments/data-access';
import { AmountEstimate } from '@portal/payments/feature';
import { InvoiceStatusTag, Money } from '@portal/ui-light';
import { formatDate } from '@portal/util';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** An invoice's status, dates and amounts; what is left to pay also as an estimate in the student's currency. */
export function InvoiceSummary({
  invoice,
  estimate,
}: {
  invoice: InvoiceDetail;
  estimate: ReturnType<typeof useCurrencyEstimate>;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Card title={t('detail.summary')}>
      <Descriptions
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          {
            key: 'status',
            label: t('detail.status'),
            children: <InvoiceStatusTag invoice={invoice} />,
          },
          { key: 'issue', label: t('detail.issueDate'), children: formatDate(invoice.issue_date) },
          { key: 'due', label: t('detail.dueDate'), children: formatDate(invoice.due_date) },
          {
            key: 'total',
            label: t('detail.total'),
            children: <Money amount={invoice.total} currency={invoice.currency} />,
          },
          {
            key: 'paid',
            label: t('detail.amountPaid'),
            children: <Money amount={invoice.amount_paid} currency={invoice.currency} />,
          },
          {
            key: 'due-amount',
            label: t('detail.amountDue'),
            children: (
              <span>
                <Money
                  amount={invoice.amount_due}
                  currency={invoice.currency}
                  strong={invoice.amount_due > 0}
                />
                <AmountEstimate estimate={estimate} />
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
