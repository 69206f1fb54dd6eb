import type { PlanOffer } from '@portal/invoices/data-access';
import { formatDate, formatMoney } from '@portal/util';
import { Alert, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** An offered schedule as the student agrees to it: each date and amount, the fee, the total and the late terms. */
export function PlanSchedule({ offer }: { offer: PlanOffer }) {
  const { t } = useTranslation('invoices');
  const money = (amount: number) => formatMoney(amount, offer.currency);
  return (
    <>
      <Table
        rowKey="due_date"
        size="small"
        pagination={false}
        caption={t('plans.scheduleCaption')}
        dataSource={offer.instalments.map((part, index) => ({ ...part, number: index + 1 }))}
        columns={[
          { key: 'number', title: t('plans.number'), dataIndex: 'number' },
          {
            key: 'date',
            title: t('plans.dueDate'),
            render: (_value, part) => formatDate(part.due_date),
          },
          {
            key: 'amount',
            title: t('plans.amount'),
            align: 'end',
            render: (_value, part) => money(part.amount),
          },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'fee',
            label: t('plans.fee'),
            children: offer.fee > 0 ? money(offer.fee) : t('plans.noFee'),
          },
          { key: 'total', label: t('plans.total'), children: money(offer.total) },
        ]}
      />
      <Alert
        type="info"
        showIcon
        title={t('plans.lateTitle')}
        description={
          offer.late.late_fee > 0
            ? t('plans.lateWithFee', {
                fee: money(offer.late.late_fee),
                days: offer.late.grace_days,
                cancelDays: offer.late.cancel_after_days,
              })
            : t('plans.lateNoFee', { cancelDays: offer.late.cancel_after_days })
        }
      />
    </>
  );
}
