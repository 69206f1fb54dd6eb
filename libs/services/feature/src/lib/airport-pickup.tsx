import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useGetAirportCarsQuery,
  useGetAirportsQuery,
  type Airport,
  type AirportCar,
} from '@portal/services/data-access';
import { useBasket } from '@portal/shop/data-access';
import { NumberInput } from '@portal/ui';
import { EmptyState, ErrorState, Money, PageSpinner, ApiText, Ltr } from '@portal/ui-light';
import { isoToday, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notPastDateRules } from './form-rules';

interface PickupForm {
  airport_id: number;
  person: number;
  arrival_date: string;
  flight_number: string;
}

const FLIGHT = /^[A-Za-z0-9]{2}\s?\d{1,4}[A-Za-z]?$/;

/** Airport pickup: the airport, passengers, date and flight, then the cars that fit, booked through the basket. */
export function AirportPickup({ invoiceId }: { invoiceId: number | null }) {
  const { t } = useTranslation('services');
  const airports = useGetAirportsQuery();
  const [search, setSearch] = useState<PickupForm | null>(null);
  const cars = useGetAirportCarsQuery(
    search ? { airportId: search.airport_id, person: search.person } : skipToken,
  );
  const { add } = useBasket();
  const [added, setAdded] = useState<{ ok: boolean; text: string } | null>(null);

  if (airports.isError)
    return <ErrorState title={t('airport.airportsError')} onRetry={() => void airports.refetch()} />;
  if (!airports.data) return <PageSpinner />;
  const airport = airports.data.find((candidate) => candidate.id === search?.airport_id);

  const book = (car: AirportCar) => {
    if (!search) return;
    const result = add(
      {
        kind: 'airport_car',
        id: car.id,
        quantity: 1,
        name: t('airport.lineName', { name: car.name, code: airport?.code ?? '' }),
        unit_price: car.price,
        currency: car.currency,
        invoice_id: invoiceId,
        options: {
          airport_id: search.airport_id,
          person: search.person,
          arrival_date: search.arrival_date,
          flight_number: search.flight_number.replace(/\s/g, '').toUpperCase(),
        },
      },
      1,
    );
    setAdded(
      result.ok
        ? { ok: true, text: t('airport.added', { name: car.name }) }
        : { ok: false, text: t('airport.alreadyAdded') },
    );
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('airport.intro')}</Typography.Paragraph>
      <PickupSearch
        airports={airports.data}
        onChange={() => setAdded(null)}
        onSearch={(values) => setSearch({ ...values, person: Number(values.person) })}
      />
      {search && airport ? (
        <section aria-labelledby="airport-cars">
          <Typography.Title level={2} id="airport-cars" style={{ fontSize: 20 }}>
            {t('airport.carsTitle', { count: search.person, airport: airport.name })}
          </Typography.Title>
          {cars.isError ? (
            <ErrorState onRetry={() => void cars.refetch()} />
          ) : !cars.data ? (
            <PageSpinner />
          ) : cars.data.length === 0 ? (
            <EmptyState title={t('airport.noCars')} />
          ) : (
            <Flex vertical gap={12}>
              {cars.data.map((car) => (
                <CarCard key={car.id} car={car} onAdd={() => book(car)} />
              ))}
            </Flex>
          )}
          {added ? (
            <Alert
              role={added.ok ? 'status' : 'alert'}
              style={{ marginTop: 12 }}
              type={added.ok ? 'success' : 'warning'}
              showIcon
              title={added.text}
              description={<Link to={paths.basket()}>{t('common.openBasket')}</Link>}
            />
          ) : null}
        </section>
      ) : null}
    </Flex>
  );
}

/** Where and when the student lands, and how many travel: what the cars are searched for. */
function PickupSearch({
  airports,
  onSearch,
  onChange,
}: {
  airports: Airport[];
  onSearch: (values: PickupForm) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('services');
  const [form] = Form.useForm<PickupForm>();
  return (
    <Card>
      <Form<PickupForm>
        form={form}
        layout="vertical"
        initialValues={{ person: 1 }}
        style={{ maxWidth: 520 }}
        onValuesChange={onChange}
        onFinish={onSearch}
      >
        <Form.Item
          name="airport_id"
          label={t('airport.airport')}
          rules={[{ required: true, message: t('airport.airportRequired') }]}
        >
          <Radio.Group
            aria-label={t('airport.airport')}
            options={airports.map((candidate) => ({
              value: candidate.id,
              label: (
                <>
                  <ApiText>{candidate.name}</ApiText> (<Ltr>{candidate.code}</Ltr>)
                </>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="person"
          label={t('airport.person')}
          rules={[
            {
              validator: (_rule, value) =>
                Number.isInteger(value) && value >= 1 && value <= 12
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('airport.personError'))),
            },
          ]}
        >
          <NumberInput
            stepLabel={t('airport.person')}
            min={1}
            max={12}
            precision={0}
            inputMode="numeric"
            style={{ width: 64 }}
          />
        </Form.Item>
        <Form.Item
          name="arrival_date"
          label={t('airport.date')}
          rules={notPastDateRules(t('airport.dateRequired'), t('common.dateInPast'))}
        >
          <Input type="date" min={isoToday()} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="flight_number"
          label={t('airport.flight')}
          rules={[
            { required: true, whitespace: true, message: t('airport.flightRequired') },
            { pattern: FLIGHT, message: t('airport.flightInvalid') },
          ]}
        >
          <Input dir="ltr" style={{ maxWidth: 160 }} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('airport.showCars')}
        </Button>
      </Form>
    </Card>
  );
}

/** A car that fits the party: its name, capacity and price, and the button that puts it in the basket. */
function CarCard({ car, onAdd }: { car: AirportCar; onAdd: () => void }) {
  const { t } = useTranslation('services');
  return (
    <Card size="small">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical>
          <Typography.Text strong dir="auto">
            {car.name}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('airport.capacity', { count: car.capacity })} · <ApiText>{car.description}</ApiText>
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={12}>
          <Money amount={car.price} currency={car.currency} strong />
          <Button onClick={onAdd}>{t('airport.add', { name: car.name })}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
