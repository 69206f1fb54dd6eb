import {
  useCreateInstalmentPlanMutation,
  type InvoiceDetail,
  type PlanOffers,
} from '@portal/invoices/data-access';
import { formatMoney } from '@portal/util';
import { Alert, Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planErrorKey } from './plan-errors';
import { PlanSchedule } from './plan-schedule';

/** A new key for each agreement: pressing Agree twice (or a retried request) sends the same one, so one plan. */
const newKey = () => `plan-${crypto.randomUUID()}`;

/** "Pay in instalments": the student picks a count and sees the whole schedule, as the API priced it, before Agree. */
export function InstalmentPlanOffer({ invoice, offers }: { invoice: InvoiceDetail; offers: PlanOffers }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(offers.offers[0]?.count ?? 0);
  const [key, setKey] = useState(newKey);
  const [create, creation] = useCreateInstalmentPlanMutation();
  const offer = offers.offers.find((candidate) => candidate.count === count);
  const money = (amount: number) => formatMoney(amount, offers.currency);

  if (!open)
    return (
      <Card title={t('plans.offerTitle')}>
        <Flex vertical gap={12} align="start">
          <Typography.Text>{t('plans.offerText', { amount: money(offers.amount_due) })}</Typography.Text>
          <Button onClick={() => setOpen(true)}>{t('plans.start')}</Button>
        </Flex>
      </Card>
    );

  const agree = () => {
    if (!offer || creation.isLoading) return;
    void create({
      invoice_id: invoice.id,
      idempotency_key: key,
      count: offer.count,
      total: offer.total,
      instalments: offer.instalments,
    });
  };

  return (
    <Card title={t('plans.offerTitle')}>
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <label htmlFor="plan-count">{t('plans.count')}</label>
          <Select
            id="plan-count"
            value={count}
            style={{ maxWidth: 240 }}
            onChange={(value) => {
              setCount(value);
              // Another schedule is another agreement.
              setKey(newKey());
            }}
            options={offers.offers.map((candidate) => ({
              value: candidate.count,
              label: t('plans.countOption', {
                months: candidate.count,
                amount: money(candidate.instalments[0]?.amount ?? 0),
              }),
            }))}
          />
        </Flex>
        {offer && <PlanSchedule offer={offer} />}
        {creation.isError && (
          <Alert type="error" showIcon role="alert" title={t(planErrorKey(creation.error))} />
        )}
        <Flex gap={8} wrap>
          <Button type="primary" onClick={agree} loading={creation.isLoading} disabled={!offer}>
            {t('plans.agree')}
          </Button>
          <Button onClick={() => setOpen(false)} disabled={creation.isLoading}>
            {t('plans.notNow')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
