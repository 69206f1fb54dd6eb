import { apiErrorOf } from '@portal/data-access';
import { useGetInvoicePageQuery } from '@portal/invoices/data-access';
import {
  SPONSOR_CATEGORIES,
  SPONSOR_LANGUAGES,
  SPONSOR_RELATIONSHIPS,
  useInviteSponsorMutation,
  type SponsorInvite,
  type SponsorScope,
} from '@portal/sponsors/data-access';
import { ApiText } from '@portal/ui-light';
import { formatMoney, isoToday } from '@portal/util';
import { Alert, Button, Checkbox, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface InviteValues {
  name: string;
  email: string;
  relationship: SponsorInvite['relationship'];
  language: SponsorInvite['language'];
  scope: 'all' | 'categories' | 'invoices';
  categories?: Extract<SponsorScope, { kind: 'categories' }>['categories'];
  invoice_ids?: number[];
  limit?: number | null;
  ends_on?: string;
}

/** The open invoices a student may choose one by one (at most the first page of 50: the rest by category). */
const OPEN_INVOICES = {
  page: 1,
  per_page: 50,
  status: null,
  outstanding: true,
  sort: 'due_date',
  order: 'asc',
} as const;

/** The invitation as the API takes it: the names trimmed, the scope as the chosen kind's fields. */
function toInvite(values: InviteValues): SponsorInvite {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    relationship: values.relationship,
    language: values.language,
    scope:
      values.scope === 'categories'
        ? { kind: 'categories', categories: values.categories ?? [] }
        : values.scope === 'invoices'
          ? { kind: 'invoices', invoice_ids: values.invoice_ids ?? [] }
          : { kind: 'all' },
    limit: values.limit ?? null,
    ends_on: values.ends_on || null,
  };
}

/** What the sponsor may pay: all open invoices, some categories, or invoices chosen one by one. */
function ScopeFields({ scope }: { scope: InviteValues['scope'] | undefined }) {
  const { t } = useTranslation('sponsors');
  const invoices = useGetInvoicePageQuery(OPEN_INVOICES, { skip: scope !== 'invoices' });
  return (
    <>
      <Form.Item label={t('invite.scope')} name="scope">
        <Radio.Group>
          <Flex vertical gap={8}>
            <Radio value="all">{t('scope.all')}</Radio>
            <Radio value="categories">{t('scope.categories')}</Radio>
            <Radio value="invoices">{t('scope.invoices')}</Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      {scope === 'categories' ? (
        <Form.Item
          label={t('invite.categories')}
          name="categories"
          rules={[{ required: true, type: 'array', min: 1, message: t('invite.categoriesRequired') }]}
        >
          <Checkbox.Group
            options={SPONSOR_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          />
        </Form.Item>
      ) : null}
      {scope === 'invoices' ? (
        <Form.Item
          label={t('invite.invoices')}
          name="invoice_ids"
          rules={[{ required: true, type: 'array', min: 1, message: t('invite.invoicesRequired') }]}
          extra={invoices.isError ? t('invite.invoicesFailed') : undefined}
        >
          <Checkbox.Group>
            <Flex vertical gap={8}>
              {(invoices.data?.items ?? []).map((invoice) => (
                <Checkbox key={invoice.id} value={invoice.id}>
                  {invoice.number} · <ApiText>{invoice.description}</ApiText> ·{' '}
                  {formatMoney(invoice.amount_due, invoice.currency)}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      ) : null}
    </>
  );
}

/** The invitation: who, in which language, what they may pay, up to how much and until when. */
export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const { t } = useTranslation('sponsors');
  const [form] = Form.useForm<InviteValues>();
  const scope = Form.useWatch('scope', form);
  const [invite, { isLoading }] = useInviteSponsorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const today = isoToday();

  async function submit(values: InviteValues) {
    setFailure(null);
    const body = toInvite(values);
    try {
      await invite(body).unwrap();
      form.resetFields();
      onInvited(body.email);
    } catch (error) {
      setFailure(apiErrorOf(error).message ?? t('invite.failed'));
    }
  }

  const required = (message: string) => [{ required: true, message }];
  return (
    <Form<InviteValues>
      form={form}
      name="sponsor-invite"
      layout="vertical"
      initialValues={{ relationship: 'parent', language: 'en', scope: 'all' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        label={t('invite.name')}
        name="name"
        rules={[...required(t('invite.nameRequired')), { max: 100 }]}
      >
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item
        label={t('invite.email')}
        name="email"
        rules={[...required(t('invite.emailRequired')), { type: 'email', message: t('invite.emailInvalid') }]}
      >
        <Input type="email" autoComplete="off" inputMode="email" />
      </Form.Item>
      <Form.Item label={t('invite.relationship')} name="relationship">
        <Select
          options={SPONSOR_RELATIONSHIPS.map((value) => ({ value, label: t(`relationship.${value}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('invite.language')} name="language" extra={t('invite.languageHelp')}>
        <Select options={SPONSOR_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))} />
      </Form.Item>
      <ScopeFields scope={scope} />
      {/* No steppers: antd names them "Increase Value" / "Decrease Value" in English whatever the language (see
          NumberInput in ui), and an amount of money is typed, not stepped a pound at a time. */}
      <Form.Item label={t('invite.limit')} name="limit" extra={t('invite.limitHelp')}>
        <InputNumber
          min={1}
          max={1_000_000}
          precision={2}
          prefix="£"
          controls={false}
          inputMode="decimal"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        label={t('invite.endsOn')}
        name="ends_on"
        extra={t('invite.endsOnHelp')}
        rules={[
          {
            validator: (_rule: unknown, value: unknown) =>
              !value || String(value) >= today
                ? Promise.resolve()
                : Promise.reject(new Error(t('invite.endsOnPast'))),
          },
        ]}
      >
        <Input type="date" min={today} />
      </Form.Item>
      {failure ? (
        <Alert type="error" showIcon role="alert" title={t('invite.failed')} description={failure} />
      ) : null}
      <Form.Item style={{ marginTop: 16, marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('invite.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
