import type { InvoiceSummary } from '@portal/invoices/data-access';
import { ApiText } from '@portal/ui-light';
import { formatDate, formatMoney } from '@portal/util';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NextInstalment {
  amount: number;
  due_date: string;
  late: boolean;
}

/** An invoice's description in the list, with what its instalment plan asks for next when it has one. */
export function InvoiceDescription({ invoice, next }: { invoice: InvoiceSummary; next?: NextInstalment }) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <ApiText>{invoice.description}</ApiText>
      {next && (
        <Typography.Text type={next.late ? 'danger' : 'secondary'} style={{ display: 'block' }}>
          {t(next.late ? 'plans.listLate' : 'plans.listNext', {
            amount: formatMoney(next.amount, invoice.currency),
            date: formatDate(next.due_date),
          })}
        </Typography.Text>
      )}
    </>
  );
}
