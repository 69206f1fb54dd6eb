import type { StatementQuery } from '@portal/invoices/data-access';
import { formatDate, isIsoDate } from '@portal/util';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface StatementPeriodFormProps {
  /** The days the address names (null: none, or not a day). */
  from: string | null;
  to: string | null;
  today: string;
  onSubmit: (period: StatementQuery) => void;
}

/**
 * The statement's first and last day. Asked for once the student submits both (typing a year digit by digit would
 * otherwise ask the API for a statement at each digit); the checks are the page's own, so the address gets a
 * period the page can show.
 */
export function StatementPeriodForm({ from, to, today, onSubmit }: StatementPeriodFormProps) {
  const { t } = useTranslation('invoices');
  const day = (value: unknown) => {
    if (!value) return Promise.reject(new Error(t('statement.dayRequired')));
    return isIsoDate(value) ? Promise.resolve() : Promise.reject(new Error(t('statement.notADay')));
  };
  return (
    <Form<StatementQuery>
      name="statement"
      layout="inline"
      initialValues={{ from: from ?? '', to: to ?? '' }}
      onFinish={onSubmit}
    >
      <Form.Item
        label={t('statement.from')}
        name="from"
        rules={[
          {
            validator: (_rule: unknown, value: unknown) =>
              day(value).then(() =>
                String(value) > today
                  ? Promise.reject(new Error(t('statement.fromAfterToday', { date: formatDate(today) })))
                  : undefined,
              ),
          },
        ]}
      >
        <Input type="date" max={today} />
      </Form.Item>
      <Form.Item
        label={t('statement.to')}
        name="to"
        dependencies={['from']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule: unknown, value: unknown) =>
              day(value).then(() => {
                const start: unknown = getFieldValue('from');
                return isIsoDate(start) && String(value) < start
                  ? Promise.reject(new Error(t('statement.toBeforeFrom')))
                  : undefined;
              }),
          }),
        ]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit">{t('statement.show')}</Button>
      </Form.Item>
    </Form>
  );
}
