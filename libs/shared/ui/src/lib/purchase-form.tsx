import {
  formatDate,
  guestChoiceKey,
  TICKET_DATE_OPTION,
  TICKET_TIME_OPTION,
  type TicketDay,
} from '@portal/util';
import { Alert, Button, DatePicker, Flex, Form, Radio, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './number-input';

export interface PurchaseOption {
  name: string;
  label: string;
  values: string[];
  /** Each guest (one per ticket) chooses for themselves. */
  per_guest?: boolean;
}

export interface PurchaseChoice {
  quantity: number;
  options: Record<string, string>;
}

interface PurchaseFormProps {
  options?: PurchaseOption[];
  /** A timed ticket's days on sale: the student picks one of them and one of its times. */
  days?: TicketDay[];
  maxQuantity: number;
  available: boolean;
  /** Adds the choice; returns an error text when it was refused. */
  onAdd: (choice: PurchaseChoice) => string | null;
  /** Shown after a successful add, e.g. a link to the basket. */
  added?: React.ReactNode;
  /** Where several forms share a page (one per ticket), names the add button after its item. */
  itemName?: string;
}

const isoOf = (value: unknown) => (value ? (value as Dayjs).format('YYYY-MM-DD') : undefined);

/** The options a finished form chose: a timed ticket's day and time, the shared options, each guest's own. */
function chosenOptions(
  values: Record<string, unknown>,
  count: number,
  { timed, shared, perGuest }: { timed: boolean; shared: PurchaseOption[]; perGuest: PurchaseOption[] },
): Record<string, string> {
  const when: Record<string, string> = timed
    ? {
        [TICKET_DATE_OPTION]: isoOf(values[TICKET_DATE_OPTION]) ?? '',
        [TICKET_TIME_OPTION]: String(values[TICKET_TIME_OPTION]),
      }
    : {};
  return {
    ...when,
    ...Object.fromEntries(shared.map((option) => [option.name, String(values[option.name])])),
    ...Object.fromEntries(
      perGuest.flatMap((option) =>
        Array.from({ length: count }, (_, index) => {
          const key = guestChoiceKey(option.name, index + 1);
          return [key, String(values[key])];
        }),
      ),
    ),
  };
}

/** A timed ticket's day (only days on sale can be picked) and, once a day is picked, one of its times. */
function TicketDayFields({ days, times }: { days: TicketDay[]; times: string[] | undefined }) {
  const { t } = useTranslation('common');
  const onSale = new Set(days.map((day) => day.date));
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  // The field shows the day as the student's language writes dates; typing yyyy-mm-dd is read too.
  const dayFormat: DatePickerProps['format'] = [
    (value: Dayjs) => formatDate(value.format('YYYY-MM-DD')),
    'YYYY-MM-DD',
  ];
  return (
    <>
      <Form.Item
        name={TICKET_DATE_OPTION}
        label={t('catalog.day')}
        extra={
          first && last ? t('catalog.daysOnSale', { from: formatDate(first), to: formatDate(last) }) : null
        }
        rules={[{ required: true, message: t('catalog.dayRequired') }]}
      >
        <DatePicker
          format={dayFormat}
          disabledDate={(current) => !onSale.has(current.format('YYYY-MM-DD'))}
          showToday={false}
          // The calendar opens on the first day on sale, not on today's month.
          defaultPickerValue={first ? dayjs(first) : undefined}
          style={{ width: 200 }}
        />
      </Form.Item>
      {times ? (
        <Form.Item
          name={TICKET_TIME_OPTION}
          label={t('catalog.time')}
          rules={[{ required: true, message: t('catalog.timeRequired') }]}
        >
          <Radio.Group
            aria-label={t('catalog.time')}
            options={times.map((time) => ({ label: time, value: time }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

/** One guest's own choice of an option chosen per guest. */
function GuestChoice({ option, guest }: { option: PurchaseOption; guest: number }) {
  const { t } = useTranslation('common');
  const label = t('catalog.guestChoice', { label: option.label, guest });
  return (
    <Form.Item
      name={guestChoiceKey(option.name, guest)}
      label={label}
      rules={[{ required: true, message: t('catalog.guestChoiceRequired', { guest }) }]}
    >
      <Radio.Group aria-label={label} options={option.values.map((value) => ({ label: value, value }))} />
    </Form.Item>
  );
}

/** How many, from 1 to `maxQuantity`: anything else is refused with a message. */
function QuantityField({ maxQuantity }: { maxQuantity: number }) {
  const { t } = useTranslation('common');
  return (
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
      <NumberInput
        stepLabel={t('catalog.quantity')}
        min={1}
        max={maxQuantity}
        inputMode="numeric"
        precision={0}
        style={{ width: 64 }}
      />
    </Form.Item>
  );
}

/**
 * Quantity and options for one item, and the add button. A quantity outside 1..max is refused with a message;
 * a timed ticket asks for a day on sale and one of its times; an option chosen per guest is asked of each.
 */
export function PurchaseForm({
  options = [],
  days,
  maxQuantity,
  available,
  onAdd,
  added,
  itemName,
}: PurchaseFormProps) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm();
  // Field ids are prefixed with it, so several forms on one page (one per ticket) keep their labels apart.
  const formName = useId();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const quantity: unknown = Form.useWatch('quantity', form);
  const pickedDate = isoOf(Form.useWatch(TICKET_DATE_OPTION, form));

  if (!available) return <Alert type="warning" showIcon title={t('catalog.unavailableText')} />;

  const shared = options.filter((option) => !option.per_guest);
  const perGuest = options.filter((option) => option.per_guest);
  const guests = Number.isInteger(quantity) ? Math.min(Math.max(quantity as number, 1), maxQuantity) : 1;
  const guestNumbers = Array.from({ length: guests }, (_, index) => index + 1);
  const onSale = new Map(days?.map((day) => [day.date, day.times]));
  const times = pickedDate ? onSale.get(pickedDate) : undefined;

  const initialValues = {
    quantity: 1,
    ...Object.fromEntries(shared.map((option) => [option.name, option.values[0]])),
  };
  return (
    <Form
      form={form}
      name={formName}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(changed: Record<string, unknown>) => {
        setResult(null);
        // The times differ from day to day: a time the new day does not have is chosen again.
        if (TICKET_DATE_OPTION in changed) {
          const dayTimes = onSale.get(isoOf(changed[TICKET_DATE_OPTION]) ?? '');
          if (!dayTimes?.includes(form.getFieldValue(TICKET_TIME_OPTION)))
            form.setFieldValue(TICKET_TIME_OPTION, undefined);
        }
      }}
      onFinish={(values: Record<string, unknown>) => {
        const count = Number(values['quantity']);
        const error = onAdd({
          quantity: count,
          options: chosenOptions(values, count, { timed: Boolean(days), shared, perGuest }),
        });
        setResult(error ? { ok: false, text: error } : { ok: true, text: t('catalog.added') });
      }}
    >
      {days ? <TicketDayFields days={days} times={times} /> : null}
      {shared.map((option) => (
        <Form.Item key={option.name} name={option.name} label={option.label} rules={[{ required: true }]}>
          <Radio.Group
            aria-label={option.label}
            options={option.values.map((value) => ({ label: value, value }))}
          />
        </Form.Item>
      ))}
      <QuantityField maxQuantity={maxQuantity} />
      {perGuest.flatMap((option) =>
        guestNumbers.map((guest) => (
          <GuestChoice key={guestChoiceKey(option.name, guest)} option={option} guest={guest} />
        )),
      )}
      <Flex vertical gap={12} align="flex-start">
        <Button
          type="primary"
          htmlType="submit"
          aria-label={itemName ? t('catalog.addNamed', { name: itemName }) : undefined}
        >
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
