import {
  instalmentToPay,
  useCancelInstalmentPlanMutation,
  type InstalmentPlan,
  type PlanInstalment,
  type PlanState,
} from '@portal/invoices/data-access';
import { LinkButton } from '@portal/ui';
import { StatusTag, type StatusTone } from '@portal/ui-light';
import { formatDate, formatMoney, isoToday, paths } from '@portal/util';
import { Alert, Button, Card, Descriptions, Flex, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { planErrorKey } from './plan-errors';

const PLAN_TONES: Record<PlanState, StatusTone> = {
  active: 'processing',
  behind: 'error',
  completed: 'success',
  cancelled: 'default',
};
const INSTALMENT_TONES: Record<PlanInstalment['state'], StatusTone> = {
  due: 'processing',
  paid: 'success',
  late: 'error',
};

/** An invoice's plan: its instalments and their states, what to pay now, and cancelling it. */
export function InstalmentPlanView({ plan }: { plan: InstalmentPlan }) {
  const { t } = useTranslation('invoices');
  const [modal, modalHolder] = Modal.useModal();
  const [cancel, cancelling] = useCancelInstalmentPlanMutation();
  const money = (amount: number) => formatMoney(amount, plan.currency);
  const next = instalmentToPay(plan, isoToday());
  const open = plan.state === 'active' || plan.state === 'behind';

  const confirmCancel = () =>
    modal.confirm({
      title: t('plans.cancelTitle'),
      content: t('plans.cancelText', { amount: money(plan.remaining) }),
      okText: t('plans.cancelConfirm'),
      cancelText: t('plans.cancelKeep'),
      okButtonProps: { danger: true },
      onOk: () => cancel({ id: plan.id, invoice_id: plan.invoice_id }),
    });

  return (
    <Card
      title={t('plans.title')}
      extra={<StatusTag tone={PLAN_TONES[plan.state]} label={t(`plans.state.${plan.state}`)} />}
    >
      <Flex vertical gap={16}>
        {modalHolder}
        {plan.state === 'behind' && next && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('plans.behindTitle')}
            description={t('plans.behindText', {
              amount: money(next.amount),
              date: formatDate(next.due_date),
            })}
          />
        )}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'total', label: t('plans.total'), children: money(plan.total) },
            { key: 'paid', label: t('plans.paid'), children: money(plan.paid) },
            { key: 'remaining', label: t('plans.remaining'), children: money(plan.remaining) },
          ]}
        />
        <Table
          rowKey="number"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          caption={t('plans.instalmentsCaption')}
          dataSource={plan.instalments}
          columns={[
            { key: 'number', title: t('plans.number'), dataIndex: 'number' },
            { key: 'date', title: t('plans.dueDate'), render: (_value, part) => formatDate(part.due_date) },
            {
              key: 'amount',
              title: t('plans.amount'),
              align: 'end',
              render: (_value, part) => money(part.amount),
            },
            {
              key: 'state',
              title: t('plans.instalmentState'),
              render: (_value, part) => (
                <StatusTag tone={INSTALMENT_TONES[part.state]} label={t(`plans.instalment.${part.state}`)} />
              ),
            },
          ]}
        />
        {cancelling.isError && (
          <Alert type="error" showIcon role="alert" title={t(planErrorKey(cancelling.error))} />
        )}
        {open && (
          <Flex gap={8} wrap>
            {next && (
              <LinkButton type="primary" to={paths.pay('invoice', plan.invoice_id)}>
                {t('plans.payInstalment', { amount: money(next.amount) })}
              </LinkButton>
            )}
            <Button danger onClick={confirmCancel} loading={cancelling.isLoading}>
              {t('plans.cancel')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
