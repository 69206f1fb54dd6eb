import {
  useGetTransferConversionQuery,
  useGetTransferCountriesQuery,
  type BankTransferFields,
} from '@portal/payments/data-access';
import { formatMoney } from '@portal/util';
import { Button, Form, Input, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type TransferValues = Partial<BankTransferFields>;

/** The longest payer's document number or Chinese name the bank-transfer provider takes. */
const TRANSFER_TEXT_MAX = 40;

const tooLong = (value: string | undefined) => (value ?? '').length > TRANSFER_TEXT_MAX;

/**
 * Which of the TransferMate fields are missing or too long for the chosen country (only those the country asks
 * for).
 */
export function missingTransferFields(
  values: TransferValues,
  country:
    { payer_document_label: string | null; requires_chinese_name: boolean; states: unknown[] } | undefined,
): Array<keyof BankTransferFields> {
  const missing: Array<keyof BankTransferFields> = [];
  if (!values.country_code || !country) return ['country_code'];
  if (!values.payment_method) missing.push('payment_method');
  if (country.payer_document_label && (!values.payer_document?.trim() || tooLong(values.payer_document)))
    missing.push('payer_document');
  if (
    country.requires_chinese_name &&
    (!values.student_chinese_name?.trim() || tooLong(values.student_chinese_name))
  )
    missing.push('student_chinese_name');
  if (country.states.length > 0 && !values.state) missing.push('state');
  return missing;
}

interface TransferFieldsProps {
  values: TransferValues;
  onChange: (values: TransferValues) => void;
  /** The GBP total, quoted in the payer's currency beside it. */
  amount: number;
  showErrors: boolean;
}

/** The GBP total in the payer's currency at today's rate, as the bank-transfer provider quotes it. */
function TransferQuote({ countryCode, amount }: { countryCode: string; amount: number }) {
  const { t } = useTranslation('payments');
  const conversion = useGetTransferConversionQuery({ country_code: countryCode, amount });
  return (
    <Typography.Paragraph type="secondary" role="status">
      {conversion.data
        ? t('transfer.quote', {
            converted: formatMoney(conversion.data.converted_amount, conversion.data.currency),
            rate: conversion.data.rate,
            currency: conversion.data.currency,
          })
        : conversion.isError
          ? t('transfer.quoteFailed')
          : t('transfer.quoteLoading')}
    </Typography.Paragraph>
  );
}

/** A text the transfer asks for, with its count against the limit. */
function TransferTextField({
  id,
  label,
  value,
  onChange,
  status,
  dir,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** The field's error, if any (`validateStatus` and `help` of its Form.Item). */
  status: { validateStatus?: 'error'; help?: string };
  dir?: 'ltr';
}) {
  return (
    <Form.Item label={label} htmlFor={id} required {...status}>
      <Input
        id={id}
        dir={dir}
        count={{ show: true, max: TRANSFER_TEXT_MAX }}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}

export function TransferFields({ values, onChange, amount, showErrors }: TransferFieldsProps) {
  const { t } = useTranslation('payments');
  const countries = useGetTransferCountriesQuery();
  const country = countries.data?.find((candidate) => candidate.code === values.country_code);
  const missing = new Set(missingTransferFields(values, country));
  const error = (field: keyof BankTransferFields) => {
    // Too long is said at once (a paste is kept whole, never cut without a word); missing once Pay is pressed.
    if (tooLong(values[field])) {
      return {
        validateStatus: 'error' as const,
        help: t('form.tooLong', { ns: 'common', max: TRANSFER_TEXT_MAX }),
      };
    }
    return showErrors && missing.has(field)
      ? { validateStatus: 'error' as const, help: t('transfer.required') }
      : {};
  };

  if (!countries.data) {
    return countries.isError ? (
      <Button onClick={() => void countries.refetch()}>{t('pay.tryAgain')}</Button>
    ) : (
      <Spin />
    );
  }

  return (
    <Form layout="vertical" component="div" requiredMark>
      <Form.Item label={t('transfer.country')} htmlFor="transfer-country" required {...error('country_code')}>
        <Select
          id="transfer-country"
          placeholder={t('transfer.countryPlaceholder')}
          value={values.country_code}
          showSearch={{ optionFilterProp: 'label' }}
          options={countries.data.map((entry) => ({ value: entry.code, label: entry.name }))}
          onChange={(code: string) => onChange({ country_code: code })}
        />
      </Form.Item>
      {country ? (
        <>
          <TransferQuote countryCode={country.code} amount={amount} />
          <Form.Item
            label={t('transfer.method')}
            htmlFor="transfer-method"
            required
            {...error('payment_method')}
          >
            <Select
              id="transfer-method"
              placeholder={t('transfer.methodPlaceholder')}
              value={values.payment_method}
              options={country.payment_methods.map((method) => ({ value: method.code, label: method.name }))}
              onChange={(code: string) => onChange({ ...values, payment_method: code })}
            />
          </Form.Item>
          {country.payer_document_label ? (
            // A document number reads left to right in every language.
            <TransferTextField
              id="transfer-document"
              dir="ltr"
              label={t('transfer.document', { label: country.payer_document_label })}
              value={values.payer_document}
              onChange={(payer_document) => onChange({ ...values, payer_document })}
              status={error('payer_document')}
            />
          ) : null}
          {country.requires_chinese_name ? (
            <TransferTextField
              id="transfer-chinese-name"
              label={t('transfer.chineseName')}
              value={values.student_chinese_name}
              onChange={(student_chinese_name) => onChange({ ...values, student_chinese_name })}
              status={error('student_chinese_name')}
            />
          ) : null}
          {country.states.length > 0 ? (
            <Form.Item label={t('transfer.state')} htmlFor="transfer-state" required {...error('state')}>
              <Select
                id="transfer-state"
                placeholder={t('transfer.statePlaceholder')}
                value={values.state}
                options={country.states.map((state) => ({ value: state.code, label: state.name }))}
                onChange={(code: string) => onChange({ ...values, state: code })}
              />
            </Form.Item>
          ) : null}
        </>
      ) : null}
    </Form>
  );
}
