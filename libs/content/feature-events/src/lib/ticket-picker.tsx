import { type TicketProduct } from '@portal/content/data-access';
import { useBasket } from '@portal/shop/data-access';
import { PurchaseForm } from '@portal/ui';
import { Money } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Alert, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface TicketPickerProps {
  /** What the tickets are for (the event or attraction), named in the basket line. */
  itemName: string;
  /** Tickets of an event or of an attraction: the basket line says which. */
  kind: 'event' | 'attraction';
  tickets: TicketProduct[];
  /** An event's start (ISO), which its tickets are for: the basket line shows it. */
  startsAt?: string;
}

/** A ticket with no day to choose, used on any day it is open (an attraction's, not an event's). */
const isOpenDated = (kind: TicketPickerProps['kind'], ticket: TicketProduct) =>
  kind === 'attraction' && !ticket.days_on_sale;

/** Says that an open-dated ticket is used on any day, and until when if it says. */
function OpenDate({ ticket }: { ticket: TicketProduct }) {
  const { t } = useTranslation('events');
  return (
    <Typography.Text type="secondary">
      {ticket.valid_until
        ? t('tickets.openDate', { date: formatDate(ticket.valid_until) })
        : t('tickets.openDateNoEnd')}
    </Typography.Text>
  );
}

/**
 * Choose one of an event's or attraction's tickets, its options and how many: it goes into the basket as a
 * product (no booking), and is paid on the products pay page like any product.
 */
export function TicketPicker({ itemName, kind, tickets, startsAt }: TicketPickerProps) {
  const { t } = useTranslation('events');
  const { add } = useBasket();
  const [chosenId, setChosenId] = useState(
    () => (tickets.find((ticket) => ticket.available) ?? tickets[0])?.id,
  );
  const chosen = tickets.find((ticket) => ticket.id === chosenId);
  if (!chosen) return <Alert type="info" showIcon title={t('tickets.none')} />;
  const lineName = t('tickets.lineName', { item: itemName, ticket: chosen.name });

  return (
    <Flex vertical gap={12}>
      {tickets.length > 1 ? (
        <Radio.Group
          aria-label={t('tickets.choose')}
          value={chosen.id}
          onChange={(event) => setChosenId(event.target.value as number)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {tickets.map((ticket) => (
            <Radio key={ticket.id} value={ticket.id}>
              <Flex vertical>
                <span>
                  {ticket.name} · <Money amount={ticket.price} currency={ticket.currency} />
                  {ticket.available ? '' : ` · ${t('tickets.unavailable')}`}
                </span>
                <Typography.Text type="secondary" dir="auto">
                  {ticket.description}
                </Typography.Text>
                {isOpenDated(kind, ticket) ? <OpenDate ticket={ticket} /> : null}
              </Flex>
            </Radio>
          ))}
        </Radio.Group>
      ) : (
        <Flex vertical>
          <Typography.Text strong>
            {chosen.name} · <Money amount={chosen.price} currency={chosen.currency} />
          </Typography.Text>
          <Typography.Text type="secondary" dir="auto">
            {chosen.description}
          </Typography.Text>
          {isOpenDated(kind, chosen) ? <OpenDate ticket={chosen} /> : null}
        </Flex>
      )}
      <PurchaseForm
        key={chosen.id}
        options={chosen.options}
        days={chosen.days_on_sale}
        maxQuantity={chosen.max_quantity}
        available={chosen.available}
        itemName={lineName}
        added={<Link to={paths.basket()}>{t('tickets.added')}</Link>}
        onAdd={({ quantity, options }) => {
          const result = add(
            {
              kind: 'product',
              id: chosen.id,
              quantity,
              options,
              name: lineName,
              unit_price: chosen.price,
              currency: chosen.currency,
              invoice_id: null,
              ticket: kind,
              ...(kind === 'event' && startsAt ? { event_starts_at: startsAt } : {}),
              ...(isOpenDated(kind, chosen) ? { open_until: chosen.valid_until ?? null } : {}),
            },
            chosen.max_quantity,
          );
          if (result.ok) return null;
          return result.error === 'quantity'
            ? t('tickets.quantityTooMany', { max: chosen.max_quantity })
            : t('tickets.basketFull');
        }}
      />
    </Flex>
  );
}
