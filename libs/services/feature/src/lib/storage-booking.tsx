import { skipToken } from '@reduxjs/toolkit/query/react';
import { apiErrorOf } from '@portal/data-access';
import {
  useGetStorageAddressQuery,
  useGetStorageTypesQuery,
  useSaveStorageAddressMutation,
  useStorageCheckoutMutation,
  type StorageAddress,
  type StorageType,
} from '@portal/services/data-access';
import { NumberInput } from '@portal/ui';
import { EmptyState, ErrorState, PageSpinner, ApiText } from '@portal/ui-light';
import { encodePaymentPayload, formatMoney, isIsoDate, isoToday, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notPastDateRules, phoneRule } from './form-rules';

interface Dates {
  pickup_date: string;
  dropoff_date: string;
}

/**
 * The storage service: dates (pickup not in the past, drop-off after pickup), a box type and how many,
 * the pickup address, then `POST /storage_service/checkout` books it and the pay page pays the booking's
 * order through `/storage_service/checkout/{gateway}`.
 */
export function StorageBooking({ invoiceId }: { invoiceId: number | null }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const [dates, setDates] = useState<Dates | null>(null);
  const types = useGetStorageTypesQuery(dates ?? skipToken);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const type = types.data?.find((candidate) => candidate.id === typeId && candidate.available);
  const quantityValid = type !== undefined && quantityFits(quantity, type.max_quantity);

  const address = useGetStorageAddressQuery();
  const [book, booking] = useStorageCheckoutMutation();
  const bookingNow = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function continueToPayment() {
    if (!type || !dates || !address.data || quantity === null || bookingNow.current) return;
    bookingNow.current = true;
    setFailure(null);
    try {
      const order = await book({
        type_id: type.id,
        quantity,
        ...dates,
        ...(invoiceId ? { invoice_id: invoiceId } : {}),
      }).unwrap();
      navigate(
        paths.pay('products', invoiceId ?? undefined, encodePaymentPayload({ order_id: order.order_id })),
      );
    } catch (error) {
      const { status, message } = apiErrorOf(error);
      setFailure(status === 409 ? t('storage.noAddress') : (message ?? t('common.requestFailed')));
    } finally {
      bookingNow.current = false;
    }
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('storage.intro')}</Typography.Paragraph>
      <DatesCard
        onDates={(values) => {
          setTypeId(null);
          setDates(values);
        }}
      />
      {dates ? (
        <Card title={t('storage.typesTitle')}>
          {types.isError ? (
            <ErrorState onRetry={() => void types.refetch()} />
          ) : !types.data ? (
            <PageSpinner />
          ) : types.data.length === 0 ? (
            <EmptyState title={t('storage.noTypes')} />
          ) : (
            <BoxChoice
              types={types.data}
              typeId={typeId}
              onType={setTypeId}
              quantity={quantity}
              onQuantity={setQuantity}
            />
          )}
        </Card>
      ) : null}

      <Card title={t('storage.addressTitle')}>
        {address.isError ? (
          <ErrorState onRetry={() => void address.refetch()} />
        ) : address.isLoading ? (
          <PageSpinner />
        ) : (
          <AddressForm saved={address.data ?? null} />
        )}
      </Card>

      <StorageSummary
        total={type && quantityValid ? formatMoney(type.price * (quantity ?? 0), type.currency) : null}
        ready={Boolean(type && quantityValid && address.data && dates)}
        failure={failure}
        booking={booking.isLoading}
        onContinue={() => void continueToPayment()}
      />
    </Flex>
  );
}

const quantityFits = (quantity: number | null, max: number) =>
  quantity !== null && Number.isInteger(quantity) && quantity >= 1 && quantity <= max;

/** The pickup and drop-off dates (pickup not in the past, drop-off after pickup); sent to ask for the prices. */
function DatesCard({ onDates }: { onDates: (dates: Dates) => void }) {
  const { t } = useTranslation('services');
  const [datesForm] = Form.useForm<Dates>();
  const today = isoToday();
  return (
    <Card title={t('storage.datesTitle')}>
      <Form<Dates> form={datesForm} layout="vertical" onFinish={onDates}>
        <Flex gap={16} wrap>
          <Form.Item
            name="pickup_date"
            label={t('storage.pickup')}
            rules={notPastDateRules(t('storage.pickupRequired'), t('common.dateInPast'))}
          >
            <Input type="date" min={today} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            name="dropoff_date"
            label={t('storage.dropoff')}
            dependencies={['pickup_date']}
            rules={[
              { required: true, message: t('storage.dropoffRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value) => {
                  const pickup = getFieldValue('pickup_date');
                  return !value || !isIsoDate(pickup) || (isIsoDate(value) && value > pickup)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('storage.dropoffBeforePickup')));
                },
              }),
            ]}
          >
            <Input type="date" min={today} style={{ width: 180 }} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit">
          {t('storage.showPrices')}
        </Button>
      </Form>
    </Card>
  );
}

/** The box types for the dates, with their prices, and how many boxes of the type chosen. */
function BoxChoice({
  types,
  typeId,
  onType,
  quantity,
  onQuantity,
}: {
  types: StorageType[];
  typeId: number | null;
  onType: (id: number) => void;
  quantity: number | null;
  onQuantity: (quantity: number | null) => void;
}) {
  const { t } = useTranslation('services');
  const type = types.find((candidate) => candidate.id === typeId && candidate.available);
  const quantityValid = type !== undefined && quantityFits(quantity, type.max_quantity);
  return (
    <Flex vertical gap={16}>
      <Radio.Group
        aria-label={t('storage.typesLabel')}
        value={typeId}
        onChange={(event) => onType(event.target.value as number)}
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        options={types.map((candidate) => ({
          value: candidate.id,
          disabled: !candidate.available,
          label: (
            <span>
              <strong>
                <ApiText>{candidate.name}</ApiText>
              </strong>{' '}
              · <ApiText>{candidate.description}</ApiText> ·{' '}
              {candidate.available
                ? t('storage.pricePeriod', { price: formatMoney(candidate.price, candidate.currency) })
                : t('storage.unavailable')}
            </span>
          ),
        }))}
      />
      {type ? (
        <Flex vertical gap={4}>
          <label htmlFor="storage-quantity">{t('storage.quantity')}</label>
          <NumberInput
            id="storage-quantity"
            stepLabel={t('storage.quantity')}
            value={quantity}
            min={1}
            max={type.max_quantity}
            precision={0}
            inputMode="numeric"
            style={{ width: 64 }}
            status={quantityValid ? undefined : 'error'}
            onChange={onQuantity}
          />
          {!quantityValid ? (
            <Typography.Text type="danger" role="alert">
              {t('storage.quantityError', { max: type.max_quantity })}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}

function AddressForm({ saved }: { saved: StorageAddress | null }) {
  const { t } = useTranslation('services');
  const [form] = Form.useForm<StorageAddress>();
  const [save, { isLoading, isSuccess, isError, reset }] = useSaveStorageAddressMutation();
  useEffect(() => {
    if (saved) form.setFieldsValue({ ...saved, line2: saved.line2 ?? '' });
  }, [saved, form]);
  const required = [{ required: true, whitespace: true, message: t('storage.addressRequired') }];
  return (
    <Form<StorageAddress>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      onValuesChange={() => reset()}
      onFinish={(values) =>
        void save({ ...values, line2: values.line2?.trim() ? values.line2.trim() : null })
      }
    >
      <Form.Item name="line1" label={t('storage.line1')} rules={[...required, { max: 200 }]}>
        <Input autoComplete="address-line1" dir="auto" />
      </Form.Item>
      <Form.Item name="line2" label={t('storage.line2')} rules={[{ max: 200 }]}>
        <Input autoComplete="address-line2" dir="auto" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="city" label={t('storage.city')} rules={[...required, { max: 80 }]}>
          <Input autoComplete="address-level2" dir="auto" />
        </Form.Item>
        <Form.Item name="postcode" label={t('storage.postcode')} rules={[...required, { max: 12 }]}>
          <Input autoComplete="postal-code" dir="ltr" style={{ width: 140 }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="phone"
        label={t('storage.phone')}
        rules={[...required, phoneRule(t('visa.phoneInvalid'))]}
      >
        <Input type="tel" autoComplete="tel" dir="ltr" style={{ maxWidth: 260 }} />
      </Form.Item>
      <Flex gap={12} align="center" wrap>
        <Button htmlType="submit" loading={isLoading}>
          {t('storage.saveAddress')}
        </Button>
        {isSuccess ? (
          <Typography.Text type="success" role="status">
            {t('storage.addressSaved')}
          </Typography.Text>
        ) : null}
        {isError ? (
          <Typography.Text type="danger" role="alert">
            {t('common.requestFailed')}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}

/** The booking's total once a box and a quantity are chosen, what is missing, and the button on to payment. */
function StorageSummary({
  total,
  ready,
  failure,
  booking,
  onContinue,
}: {
  total: string | null;
  ready: boolean;
  failure: string | null;
  booking: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation('services');
  return (
    <Card title={t('storage.summaryTitle')}>
      <Flex vertical gap={12} align="flex-start">
        {total !== null ? (
          <Typography.Text style={{ fontSize: 18 }}>{t('storage.total', { total })}</Typography.Text>
        ) : null}
        {!ready ? <Alert type="info" showIcon title={t('storage.needsAll')} /> : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('storage.checkoutFailed')}
            description={failure}
          />
        ) : null}
        <Button type="primary" size="large" loading={booking} disabled={!ready} onClick={onContinue}>
          {t('storage.continue')}
        </Button>
      </Flex>
    </Card>
  );
}
