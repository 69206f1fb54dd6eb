import { lineMaxQuantity, type PricedLine } from '@portal/shop/data-access';
import { NumberInput, useItemChoicesText } from '@portal/ui';
import { Money } from '@portal/ui-light';
import { formatDate, formatDateTime } from '@portal/util';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface BasketLineRowProps {
  priced: PricedLine;
  onRetry: () => void;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

/** What a basket line is (kind, when, choices, booking) and why it cannot be bought as it is, if so. */
function LineDescription({
  line,
  quote,
  onRetry,
}: Pick<PricedLine, 'line' | 'quote'> & { onRetry: () => void }) {
  const { t } = useTranslation('shop');
  const choicesText = useItemChoicesText();
  const options = choicesText(line.options);
  const what = line.ticket
    ? t(`basket.ticket.${line.ticket}`)
    : (line.service ??
      (line.category ? t('basket.fromShop', { category: line.category }) : t(`basket.kind.${line.kind}`)));
  // When a ticket is for: its event's start, or any day up to the last an open-dated one can be used.
  const when = line.event_starts_at
    ? formatDateTime(line.event_starts_at)
    : line.open_until
      ? t('basket.openDate', { date: formatDate(line.open_until) })
      : line.open_until === null
        ? t('basket.openDateNoEnd')
        : null;
  const booking = line.booking ? t('basket.forBooking', { booking: line.booking }) : t('basket.forABooking');
  const flag =
    quote.status === 'missing'
      ? t('basket.missing')
      : quote.status === 'unavailable'
        ? t('basket.unavailable')
        : quote.status === 'incomplete'
          ? t(quote.needs === 'date' ? 'basket.needsDate' : 'basket.needsGuests')
          : null;
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <Typography.Text strong dir="auto">
        {line.name}
      </Typography.Text>
      <Typography.Text type="secondary">
        {what}
        {when ? ` · ${when}` : ''}
        {options ? ` · ${options}` : ''}
        {line.invoice_id ? ` · ${booking}` : ''}
      </Typography.Text>
      {flag ? (
        <Tag color="error" style={{ alignSelf: 'flex-start' }}>
          {flag}
        </Tag>
      ) : null}
      {quote.status === 'error' ? (
        <Flex gap={8} align="center">
          <Typography.Text type="danger">{t('basket.priceError')}</Typography.Text>
          <Button size="small" onClick={onRetry}>
            {t('basket.retry')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** One basket line: its current price, quantity, total, a flag when it can no longer be bought, and remove. */
export function BasketLineRow({
  priced: { line, quote, total },
  onRetry,
  onQuantity,
  onRemove,
}: BasketLineRowProps) {
  const { t } = useTranslation('shop');
  const [draft, setDraft] = useState<number | null>(line.quantity);
  const [shown, setShown] = useState(line.quantity);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  // The quantity changed elsewhere (another tab): the field follows.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setDraft(line.quantity);
  }

  const max = quote.status === 'ok' ? lineMaxQuantity(line, quote.maxQuantity) : line.quantity;
  const commit = (quantity: number | null = draft) => {
    if (quantity === line.quantity) return setQuantityError(null);
    if (quantity === null || !Number.isInteger(quantity) || quantity < 1 || quantity > max) {
      setQuantityError(t('basket.quantityError', { max }));
      return;
    }
    setQuantityError(null);
    onQuantity(line.key, quantity);
  };

  return (
    <li style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
      <Flex justify="space-between" gap={12} wrap>
        <LineDescription line={line} quote={quote} onRetry={onRetry} />
        <Flex gap={12} align="center" wrap>
          <span>
            {quote.status === 'ok' ? <Money amount={quote.unitPrice} currency={quote.currency} /> : '—'}
          </span>
          <NumberInput
            aria-label={t('basket.quantityOf', { name: line.name })}
            stepLabel={t('basket.quantityOf', { name: line.name })}
            value={draft}
            min={1}
            max={max}
            precision={0}
            inputMode="numeric"
            style={{ width: 64 }}
            disabled={quote.status !== 'ok'}
            status={quantityError ? 'error' : undefined}
            onChange={setDraft}
            onStep={commit}
            onBlur={() => commit()}
            onPressEnter={() => commit()}
          />
          <span style={{ minWidth: 80, textAlign: 'end' }}>
            {quote.status === 'ok' && total !== null ? (
              <Money amount={total} currency={quote.currency} strong />
            ) : (
              '—'
            )}
          </span>
          <Button
            danger
            type="text"
            aria-label={t('basket.remove', { name: line.name })}
            onClick={() => onRemove(line.key)}
          >
            {t('basket.removeShort')}
          </Button>
        </Flex>
      </Flex>
      {quantityError ? (
        <Typography.Text type="danger" role="alert">
          {quantityError}
        </Typography.Text>
      ) : null}
    </li>
  );
}
