import { apiErrorOf, readFieldErrors } from '@portal/data-access';
import {
  usePayFromWalletMutation,
  WALLET_PAYMENT_MIN,
  type Wallet,
  type WalletPayment,
} from '@portal/wallet/data-access';
import { type InvoiceSummary } from '@portal/invoices/data-access';
import { resultStatus } from '@portal/ui';
import { formatMoney, paths } from '@portal/util';
import { Alert, Button, Card, Descriptions, Flex, Form, InputNumber, Result, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InvoiceSelect } from './invoice-select';

interface PayForm {
  invoice_id?: number;
  amount?: number | null;
}

interface Draft {
  invoice: InvoiceSummary;
  amount: number;
  /** One id per confirmed payment: a repeated request (double click, retry) pays once. */
  requestId: string;
}

const toPence = (value: number) => Math.round(value * 100);
const isPence = (value: number) => Math.abs(value * 100 - toPence(value)) < 1e-6;

function newRequestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

type Translate = ReturnType<typeof useTranslation<'wallet'>>['t'];

/** The amount's rule: a number of pence from the minimum up to the balance and the chosen invoice's amount due. */
function amountRule(t: Translate, wallet: Wallet, chosen: InvoiceSummary | undefined): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return Promise.reject(new Error(t('pay.amountRequired')));
      if (value < WALLET_PAYMENT_MIN)
        return Promise.reject(
          new Error(t('pay.amountTooSmall', { min: formatMoney(WALLET_PAYMENT_MIN, wallet.currency) })),
        );
      if (!isPence(value)) return Promise.reject(new Error(t('pay.amountPence')));
      if (toPence(value) > toPence(wallet.balance))
        return Promise.reject(
          new Error(t('pay.amountOverBalance', { balance: formatMoney(wallet.balance, wallet.currency) })),
        );
      if (chosen && toPence(value) > toPence(chosen.amount_due))
        return Promise.reject(
          new Error(t('pay.amountOverDue', { due: formatMoney(chosen.amount_due, chosen.currency) })),
        );
      return Promise.resolve();
    },
  };
}

/** The payment made: how much went to which invoice, what is left, and the way to the invoice or another payment. */
function PaidResult({
  paid,
  currency,
  onAnother,
}: {
  paid: WalletPayment;
  currency: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <Result
      {...resultStatus('success')}
      title={t('pay.successTitle', {
        amount: money(paid.transaction.amount),
        number: paid.invoice.number,
      })}
      subTitle={
        paid.invoice.amount_due > 0
          ? t('pay.successText', { balance: money(paid.balance), due: money(paid.invoice.amount_due) })
          : t('pay.successPaidInFull', { balance: money(paid.balance) })
      }
      extra={[
        <Link key="invoice" to={paths.invoice(paid.invoice.id)}>
          {t('pay.viewInvoice')}
        </Link>,
        <Button key="another" onClick={onAnother}>
          {t('pay.another')}
        </Button>,
      ]}
    />
  );
}

/** The review before paying: the amount, the balance and the amount due after it, and the one confirm button. */
function ConfirmStep({
  draft,
  wallet,
  failure,
  sending,
  onConfirm,
  onChange,
}: {
  draft: Draft;
  wallet: Wallet;
  failure: unknown;
  sending: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = (amount: number) => formatMoney(amount, wallet.currency);
  const failureMessage = failure ? apiErrorOf(failure).message : null;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {t('pay.confirmTitle')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('pay.confirmText', {
          amount: money(draft.amount),
          number: draft.invoice.number,
          description: draft.invoice.description,
        })}
      </Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'amount', label: t('pay.amountLabel'), children: money(draft.amount) },
          {
            key: 'balance',
            label: t('pay.balanceAfter'),
            children: money((toPence(wallet.balance) - toPence(draft.amount)) / 100),
          },
          {
            key: 'due',
            label: t('pay.dueAfter'),
            children: money((toPence(draft.invoice.amount_due) - toPence(draft.amount)) / 100),
          },
        ]}
      />
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failureMessage ? t('pay.failed', { message: failureMessage }) : t('pay.failedGeneric')}
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button type="primary" loading={sending} onClick={onConfirm}>
          {t('pay.confirm', { amount: money(draft.amount) })}
        </Button>
        <Button disabled={sending} onClick={onChange}>
          {t('pay.change')}
        </Button>
      </Flex>
    </Flex>
  );
}

interface PayFromWalletProps {
  wallet: Wallet;
  /** Whether the student owes anything at all (the API's count over all their invoices). */
  hasOpenInvoices: boolean;
  /** An invoice to start with (`?invoice=` in the wallet's address), if it is open. */
  preselected?: InvoiceSummary;
}

/**
 * The reviewed payment and its sending: one request however often Confirm is clicked, the paid result, or the
 * API's refusal of a field (the balance or the amount due changed meanwhile) said at that field.
 */
function useWalletPayment(form: FormInstance<PayForm>) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [paid, setPaid] = useState<WalletPayment | null>(null);
  const [pay, { isLoading, error, reset }] = usePayFromWalletMutation();
  const sending = useRef(false);

  async function confirm(current: Draft) {
    if (sending.current) return;
    sending.current = true;
    try {
      const response = await pay({
        invoice_id: current.invoice.id,
        amount: current.amount,
        request_id: current.requestId,
      });
      if (response.data) {
        setPaid(response.data);
        setDraft(null);
        form.setFieldsValue({ invoice_id: undefined, amount: null });
        return;
      }
      const fields = readFieldErrors(response.error);
      if (fields) {
        // The API refused a field (the balance or the amount due changed meanwhile): say so at the field.
        setDraft(null);
        form.setFields(
          Object.entries(fields)
            .filter(([name]) => name === 'amount' || name === 'invoice_id')
            .map(([name, message]) => ({ name: name as keyof PayForm, errors: [message] })),
        );
      }
    } finally {
      sending.current = false;
    }
  }

  const failure = error && !readFieldErrors(error) ? error : null;
  return { draft, setDraft, paid, setPaid, confirm, isLoading, failure, reset };
}

/**
 * Pays an open invoice from the balance: choose the invoice and an amount up to the smaller of the balance
 * and the amount due (anything more is refused at the field), review, confirm. The confirm button sends one
 * request however often it is clicked.
 */
export function PayFromWallet({ wallet, hasOpenInvoices, preselected }: PayFromWalletProps) {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<PayForm>();
  const { draft, setDraft, paid, setPaid, confirm, isLoading, failure, reset } = useWalletPayment(form);
  const [picked, setPicked] = useState<InvoiceSummary | undefined>(preselected);
  const chosenId = Form.useWatch('invoice_id', form);
  const chosen = picked?.id === chosenId ? picked : undefined;
  const money = (amount: number) => formatMoney(amount, wallet.currency);
  const limitFor = (invoice: InvoiceSummary) => Math.min(wallet.balance, invoice.amount_due);

  const title = <h2 style={{ margin: 0, fontSize: 16 }}>{t('pay.title')}</h2>;

  const nothingToPay = wallet.balance <= 0 || !hasOpenInvoices;

  return (
    <Card title={title}>
      {paid ? <PaidResult paid={paid} currency={wallet.currency} onAnother={() => setPaid(null)} /> : null}
      {!paid && nothingToPay ? (
        <Typography.Text type="secondary">
          {wallet.balance <= 0 ? t('pay.noBalance') : t('pay.noInvoices')}
        </Typography.Text>
      ) : null}
      {!paid && draft ? (
        <ConfirmStep
          draft={draft}
          wallet={wallet}
          failure={failure}
          sending={isLoading}
          onConfirm={() => void confirm(draft)}
          onChange={() => {
            setDraft(null);
            reset();
          }}
        />
      ) : null}
      {/* The form stays mounted while the payment is reviewed, so "Change" finds the values as they were. */}
      <div hidden={Boolean(paid || draft || nothingToPay)}>
        <Form<PayForm>
          form={form}
          name="wallet-payment"
          layout="vertical"
          style={{ maxWidth: 520 }}
          initialValues={
            preselected ? { invoice_id: preselected.id, amount: limitFor(preselected) } : undefined
          }
          onFinish={(values) => {
            const invoice = chosen?.id === values.invoice_id ? chosen : undefined;
            if (!invoice || typeof values.amount !== 'number') return;
            reset();
            setDraft({ invoice, amount: toPence(values.amount) / 100, requestId: newRequestId() });
          }}
        >
          <Form.Item
            name="invoice_id"
            label={t('pay.invoice')}
            rules={[{ required: true, message: t('pay.invoiceRequired') }]}
          >
            <InvoiceSelect
              initial={preselected}
              onChange={(_invoiceId, invoice) => {
                setPicked(invoice);
                form.setFieldValue('amount', limitFor(invoice));
              }}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('pay.amount')}
            dependencies={['invoice_id']}
            extra={
              chosen
                ? t('pay.amountHint', { max: money(limitFor(chosen)) })
                : t('pay.amountHintNoInvoice', { balance: money(wallet.balance) })
            }
            rules={[amountRule(t, wallet, chosen)]}
          >
            {/* No steppers: nobody pays by the penny up or down (and antd names them in English only). */}
            <InputNumber<number>
              controls={false}
              prefix="£"
              inputMode="decimal"
              step={0.01}
              style={{ width: '100%', maxWidth: 240 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('pay.review')}
          </Button>
        </Form>
      </div>
    </Card>
  );
}
