import type { InvoiceSummary } from '@portal/invoices/data-access';
import { InvoiceStatusTag, Ltr, Money, Stack, Text } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One invoice still to pay: its number (a link to it), what it is for, when it is due and how much. */
export function DueInvoice({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack justify="space-between" align="flex-start" gap={12} wrap style={{ width: '100%' }}>
      <Stack vertical style={{ minWidth: 0 }}>
        <Link to={paths.invoice(invoice.id)}>
          <Ltr>{invoice.number}</Ltr>
        </Link>
        <Text ellipsis dir="auto">
          {invoice.description}
        </Text>
        <Text type="secondary">{t('dueOn', { date: formatDate(invoice.due_date) })}</Text>
      </Stack>
      <Stack vertical align="flex-end" gap={4}>
        <Money amount={invoice.amount_due} currency={invoice.currency} strong />
        <InvoiceStatusTag invoice={invoice} />
      </Stack>
    </Stack>
  );
}
