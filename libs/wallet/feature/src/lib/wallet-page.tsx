import {
  useGetDueInvoicesQuery,
  useGetInvoiceQuery,
  type InvoiceSummary,
} from '@portal/invoices/data-access';
import { useGetWalletQuery } from '@portal/wallet/data-access';
import { PageStates } from '@portal/ui-light';
import { parseId } from '@portal/util';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PayFromWallet } from './pay-from-wallet';
import { WalletSummary } from './wallet-summary';
import { WalletTransactions } from './wallet-transactions';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

const isOpen = (invoice: InvoiceSummary) => invoice.amount_due > 0 && invoice.status !== 'paid';

/** `wallet`: the ambassador balance, how it was earned, its history, and paying an invoice from it. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const wallet = useGetWalletQuery();
  // Whether anything is owed at all: the API's count over every invoice, one small answer.
  const due = useGetDueInvoicesQuery();
  const [search] = useSearchParams();
  const preselectedId = parseId(search.get('invoice'));
  // `?invoice=` names one invoice: that one alone is asked for (an unknown or paid one is simply not chosen).
  const preselected = useGetInvoiceQuery(preselectedId ?? skipToken);
  // The form waits for that invoice's first answer only: a payment refetches it, and hiding the form meanwhile
  // would drop the payment under review, its result and its error.
  const settled = preselectedId === null || preselected.currentData !== undefined || preselected.isError;

  return (
    <PageStates
      title={t('title')}
      subtitle={t('subtitle')}
      queries={[wallet, due]}
      data={wallet.data && due.data && settled ? { wallet: wallet.data, due: due.data } : undefined}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <WalletSummary wallet={data.wallet} />
          <PayFromWallet
            wallet={data.wallet}
            hasOpenInvoices={data.due.totals.outstanding_count > 0}
            preselected={
              preselected.currentData && isOpen(preselected.currentData) ? preselected.currentData : undefined
            }
          />
          <WalletTransactions transactions={data.wallet.transactions} currency={data.wallet.currency} />
        </Flex>
      )}
    </PageStates>
  );
}
