import type { WalletTransaction } from '@portal/wallet/data-access';
import { DataTable } from '@portal/ui';
import { EmptyState, ApiText, Money } from '@portal/ui-light';
import { formatDate, formatMoney, paths } from '@portal/util';
import { Card, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Every credit and debit, newest first, with the balance after each. */
export function WalletTransactions({
  transactions,
  currency,
}: {
  transactions: WalletTransaction[];
  currency: string;
}) {
  const { t } = useTranslation('wallet');
  const columns: TableColumnsType<WalletTransaction> = [
    {
      key: 'date',
      title: t('columns.date'),
      dataIndex: 'date',
      render: (value: string) => formatDate(value),
    },
    {
      key: 'description',
      title: t('columns.description'),
      render: (_value, entry) =>
        entry.invoice_id !== null ? (
          <Link to={paths.invoice(entry.invoice_id)}>
            <ApiText>{entry.description}</ApiText>
          </Link>
        ) : (
          <ApiText>{entry.description}</ApiText>
        ),
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'end',
      render: (_value, entry) => (
        <Typography.Text
          type={entry.kind === 'credit' ? 'success' : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t(entry.kind, { amount: formatMoney(entry.amount, currency) })}
        </Typography.Text>
      ),
    },
    {
      key: 'balance',
      title: t('columns.balance'),
      align: 'end',
      render: (_value, entry) => <Money amount={entry.balance_after} currency={currency} />,
    },
  ];
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('transactionsTitle')}</h2>}
      styles={{ body: { padding: transactions.length ? 0 : undefined } }}
    >
      {transactions.length === 0 ? (
        <EmptyState title={t('transactionsEmpty')} />
      ) : (
        <DataTable
          rowKey="id"
          label={t('transactionsTitle')}
          columns={columns}
          dataSource={transactions}
          pagination={transactions.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
