import {
  useGetInstalmentPlansQuery,
  useGetPlanOffersQuery,
  type InvoiceDetail,
} from '@portal/invoices/data-access';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { InstalmentPlanOffer } from './instalment-plan-offer';
import { InstalmentPlanView } from './instalment-plan-view';

/**
 * The invoice's instalment plan, or the offer of one where the API makes it: nothing for an invoice it offers no
 * plan for. Its own loading and error states, so a failure here never hides the invoice.
 */
export function InstalmentPlanSection({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const plans = useGetInstalmentPlansQuery();
  const plan = plans.data?.find((candidate) => candidate.invoice_id === invoice.id);
  const asksOffers = plans.data !== undefined && !plan && invoice.amount_due > 0;
  const offers = useGetPlanOffersQuery(asksOffers ? invoice.id : skipToken);
  const failed = [plans, offers].find((query) => query.isError && !query.isFetching);

  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('plans.loadError')}
        action={
          <Button size="small" onClick={() => void failed.refetch()}>
            {t('plans.retry')}
          </Button>
        }
      />
    );
  if (plans.data === undefined || (asksOffers && offers.data === undefined))
    return <Card loading title={t('plans.title')} aria-busy="true" />;
  if (plan) return <InstalmentPlanView plan={plan} />;
  if (offers.data?.eligible && offers.data.offers.length > 0)
    return <InstalmentPlanOffer invoice={invoice} offers={offers.data} />;
  return null;
}
