import { Alert, Button, Flex, Form, InputNumber, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PurchaseOption {
  name: string;
  label: string;
  values: string[];
}

export interface PurchaseChoice {
  quantity: number;
  options: Record<string, string>;
}

interface PurchaseFormProps {
  options?: PurchaseOption[];
  maxQuantity: number;
  available: boolean;
  /** Adds the choice; returns an error text when it was refused. */
  onAdd: (choice: PurchaseChoice) => string | null;
  /** Shown after a successful add, e.g. a link to the basket. */
  added?: React.ReactNode;
}

/** Quantity and options for one item, and the add button. A quantity outside 1..max is refused with a message. */
export function PurchaseForm({ options = [], maxQuantity, available, onAdd, added }: PurchaseFormProps) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm();
  // Field ids are prefixed with it, so several forms on one page (one per ticket) keep their labels apart.
  const formName = useId();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  if (!available) return <Alert type="warning" showIcon title={t('catalog.unavailableText')} />;

  const initialValues = {
    quantity: 1,
    ...Object.fromEntries(options.map((option) => [option.name, option.values[0]])),
  };
  return (
    <Form
      form={form}
      name={formName}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setResult(null)}
      onFinish={(values: Record<string, unknown>) => {
        const chosen = Object.fromEntries(
          options.map((option) => [option.name, String(values[option.name])]),
        );
        const error = onAdd({ quantity: Number(values['quantity']), options: chosen });
        setResult(error ? { ok: false, text: error } : { ok: true, text: t('catalog.added') });
      }}
    >
      {options.map((option) => (
        <Form.Item key={option.name} name={option.name} label={option.label} rules={[{ required: true }]}>
          <Radio.Group
            aria-label={option.label}
            options={option.values.map((value) => ({ label: value, value }))}
          />
        </Form.Item>
      ))}
      <Form.Item
        name="quantity"
        label={t('catalog.quantity')}
        extra={t('catalog.quantityHint', { max: maxQuantity })}
        rules={[
          {
            validator: (_rule, value) =>
              Number.isInteger(value) && value >= 1 && value <= maxQuantity
                ? Promise.resolve()
                : Promise.reject(new Error(t('catalog.quantityError', { max: maxQuantity }))),
          },
        ]}
      >
        <InputNumber inputMode="numeric" precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Flex vertical gap={12} align="flex-start">
        <Button type="primary" htmlType="submit">
          {t('catalog.add')}
        </Button>
        {result ? (
          <Alert
            role={result.ok ? 'status' : 'alert'}
            type={result.ok ? 'success' : 'error'}
            showIcon
            title={result.text}
            description={result.ok ? added : undefined}
          />
        ) : null}
      </Flex>
    </Form>
  );
}
