import { skipToken } from '@reduxjs/toolkit/query/react';
import { isUnknownIdError } from '@portal/data-access';
import { useGetInvoiceQuery, type InvoiceDetail } from '@portal/invoices/data-access';
import { useCurrencyEstimate, usePaymentTimeline } from '@portal/payments/data-access';
import { PaymentTimeline } from '@portal/payments/feature';
import { LinkButton, CalendarButton } from '@portal/ui';
import { PageStates, ApiText } from '@portal/ui-light';
import { formatMoney, parseId, paths } from '@portal/util';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceSummary } from './invoice-summary';
import { InstalmentPlanSection } from './instalment-plan-section';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

export function InvoiceDetailPage() {
  const { t } = useTranslation('invoices');
  const invoiceId = parseId(useParams()['invoiceId']);
  // currentData, not data: while another invoice loads, the last one must not show under its URL.
  const query = useGetInvoiceQuery(invoiceId ?? skipToken);
  const invoice = query.currentData;
  // Every attempt to pay this invoice, across the gateways and the office's records.
  const timeline = usePaymentTimeline(invoiceId ?? undefined);
  // What is left to pay, estimated in the student's home currency (never what is charged).
  const estimate = useCurrencyEstimate(invoice?.amount_due);

  /** The due date as an all-day calendar entry, with a reminder three days before. */
  const dueDateEntry = (due: InvoiceDetail) => ({
    uid: `invoice-${due.id}-due@student-portal`,
    title: t('calendar.due', { number: due.number, amount: formatMoney(due.amount_due, due.currency) }),
    description: due.description,
    url: new URL(paths.invoice(due.id), window.location.origin).href,
    start: due.due_date,
    remindDaysBefore: 3,
    reminder: t('calendar.reminder', { number: due.number }),
  });

  return (
    <PageStates
      title={invoice ? t('detail.title', { number: invoice.number }) : t('detail.loadingTitle')}
      subtitle={invoice?.description ? <ApiText>{invoice.description}</ApiText> : undefined}
      back={<Link to={paths.invoices()}>{t('detail.back')}</Link>}
      extra={(data) =>
        data.amount_due > 0 ? (
          <Flex gap={8} wrap>
            <CalendarButton
              size="large"
              entry={() => dueDateEntry(data)}
              fileName={`${data.number}-due`}
              until={data.due_date}
            />
            <LinkButton type="primary" size="large" to={paths.pay('invoice', data.id)}>
              {t('detail.pay')}
            </LinkButton>
          </Flex>
        ) : null
      }
      queries={[query, ...timeline.queries]}
      data={invoice && timeline.attempts ? { ...invoice, attempts: timeline.attempts } : undefined}
      notFound={{
        when: invoiceId === null || isUnknownIdError(query.error),
        title: t('notFound.title'),
        text: t('notFound.text'),
        backTo: paths.invoices(),
        backLabel: t('detail.back'),
      }}
    >
      {(invoice) => (
        <Flex vertical gap={16}>
          <InvoiceSummary invoice={invoice} estimate={estimate} />
          <InstalmentPlanSection invoice={invoice} />
          <Card title={t('detail.lines')} styles={{ body: { padding: 0 } }}>
            <InvoiceLinesTable invoice={invoice} />
          </Card>
          <Card title={t('detail.payments')}>
            <PaymentTimeline attempts={invoice.attempts} />
          </Card>
        </Flex>
      )}
    </PageStates>
  );
}
