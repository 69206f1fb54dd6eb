import { useGetInvoicesQuery, useGetWalletQuery } from '@portal/data-access';
import { PageStates } from '@portal/ui';
import { parseId } from '@portal/util';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PayFromWallet } from './pay-from-wallet';
import { WalletSummary } from './wallet-summary';
import { WalletTransactions } from './wallet-transactions';
// This lib's strings come with its pages, not with the portal's start (issue 15).
import './i18n/register';

/** `wallet`: the ambassador balance, how it was earned, its history, and paying an invoice from it. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const wallet = useGetWalletQuery();
  const invoices = useGetInvoicesQuery();
  const [search] = useSearchParams();
  const preselected = parseId(search.get('invoice')) ?? undefined;

  return (
    <PageStates
      title={t('title')}
      subtitle={t('subtitle')}
      queries={[wallet, invoices]}
      data={wallet.data && invoices.data ? { wallet: wallet.data, invoices: invoices.data } : undefined}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <WalletSummary wallet={data.wallet} />
          <PayFromWallet wallet={data.wallet} invoices={data.invoices} preselected={preselected} />
          <WalletTransactions transactions={data.wallet.transactions} currency={data.wallet.currency} />
        </Flex>
      )}
    </PageStates>
  );
}
