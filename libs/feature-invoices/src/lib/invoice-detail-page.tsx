import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetInvoiceQuery } from '@portal/data-access';
import { InvoiceStatusTag, Money, PageHeader, PagePending } from '@portal/ui';
import { formatDate, parseId, paths } from '@portal/util';
import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceNotFound } from './invoice-not-found';
import { InvoicePaymentsTable } from './invoice-payments-table';
import { LinkButton } from './link-button';

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error as FetchBaseQueryError).status === 404;

export function InvoiceDetailPage() {
  const { t } = useTranslation('invoices');
  const invoiceId = parseId(useParams()['invoiceId']);
  // currentData, not data: while another invoice loads, the last one must not show under its URL.
  const {
    currentData: invoice,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetInvoiceQuery(invoiceId ?? skipToken);

  if (invoiceId === null || isNotFound(error)) return <InvoiceNotFound />;

  const back = <Link to={paths.invoices()}>{t('detail.back')}</Link>;
  if (!invoice) {
    return (
      <PagePending
        title={t('detail.loadingTitle')}
        back={back}
        failed={isError && !isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  const money = (amount: number, strong?: boolean) => (
    <Money amount={amount} currency={invoice.currency} strong={strong} />
  );
  return (
    <>
      <PageHeader
        title={t('detail.title', { number: invoice.number })}
        subtitle={invoice.description}
        back={back}
        extra={
          invoice.amount_due > 0 ? (
            <LinkButton type="primary" size="large" to={paths.pay('invoice', invoice.id)}>
              {t('detail.pay')}
            </LinkButton>
          ) : null
        }
      />
      <Flex vertical gap={16}>
        <Card title={t('detail.summary')}>
          <Descriptions
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              {
                key: 'status',
                label: t('detail.status'),
                children: <InvoiceStatusTag status={invoice.status} />,
              },
              { key: 'issue', label: t('detail.issueDate'), children: formatDate(invoice.issue_date) },
              { key: 'due', label: t('detail.dueDate'), children: formatDate(invoice.due_date) },
              { key: 'total', label: t('detail.total'), children: money(invoice.total) },
              { key: 'paid', label: t('detail.amountPaid'), children: money(invoice.amount_paid) },
              {
                key: 'due-amount',
                label: t('detail.amountDue'),
                children: money(invoice.amount_due, invoice.amount_due > 0),
              },
            ]}
          />
        </Card>
        <Card title={t('detail.lines')} styles={{ body: { padding: 0 } }}>
          <InvoiceLinesTable invoice={invoice} />
        </Card>
        <Card title={t('detail.payments')} styles={{ body: { padding: 0 } }}>
          <InvoicePaymentsTable payments={invoice.payments} currency={invoice.currency} />
        </Card>
      </Flex>
    </>
  );
}
