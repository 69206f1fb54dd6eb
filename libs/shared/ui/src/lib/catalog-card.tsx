import { Card, Flex, Tag, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, Money, Picture } from '@portal/ui-light';

interface CatalogCardProps {
  /** Where the card leads; its title is the link. */
  to: string;
  title: string;
  description?: string;
  /** Already checked by data-access: only http(s) and data:image URLs get here. */
  image?: string | null;
  price?: ReactNode;
  unavailable?: boolean;
  /** Actions under the text, such as an add button. */
  actions?: ReactNode;
}

/**
 * One category, product or service in a grid: picture, name (a link), short text and price. The picture is
 * decorative (alt=""): the name next to it says what it shows.
 */
export function CatalogCard({
  to,
  title,
  description,
  image,
  price,
  unavailable,
  actions,
}: CatalogCardProps) {
  const { t } = useTranslation('common');
  return (
    <Card cover={image ? <Picture src={image} shape="card" /> : undefined} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          <Link to={to} dir="auto">
            {title}
          </Link>
        </Typography.Title>
        {description ? (
          <Typography.Text type="secondary" dir="auto">
            {description}
          </Typography.Text>
        ) : null}
        <Flex justify="space-between" align="center" gap={8} wrap>
          {price ?? <span />}
          {unavailable ? <Tag color="default">{t('catalog.unavailable')}</Tag> : null}
        </Flex>
        {actions}
      </Flex>
    </Card>
  );
}

/**
 * One story of a list (a news article, an offer, an event) in a CatalogGrid: a wide picture if there is one, a
 * line of facts above the title (the date, a category), the title as the link, and what the list says below.
 */
export function StoryCard({
  to,
  title,
  image,
  meta,
  children,
}: {
  to: string;
  title: string;
  /** Already checked by data-access: only http(s) and data:image URLs get here. */
  image?: string | null;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li>
      <Card style={{ height: '100%' }} cover={image ? <Picture src={image} shape="story" /> : undefined}>
        <Flex vertical gap={8}>
          {meta}
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            <Link to={to} dir="auto">
              {title}
            </Link>
          </Typography.Title>
          {children}
        </Flex>
      </Card>
    </li>
  );
}

/** Cards side by side, as many as fit; one column on a phone. */
export function CatalogGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {children}
    </ul>
  );
}

/** What a card of a list shows: a category, or (with its price) a product, a service or an extra. */
export interface CatalogEntry {
  id: number;
  name: string;
  description: string;
  image: string | null;
  price?: number;
  currency?: string;
  available?: boolean;
}

interface CatalogListProps<T extends CatalogEntry> {
  /** The grid's accessible name; with `titled`, also the section's heading. */
  label: string;
  /** Shown instead of the grid when there are no entries; without it, no entries show nothing at all. */
  emptyTitle?: string;
  entries: readonly T[];
  /** Where an entry's card leads. */
  linkTo: (entry: T) => string;
  /** A section of a page, headed by the label. */
  titled?: boolean;
}

/** Cards in a grid, each titled with a link to the entry (and priced if it has a price); an empty state when there are none. */
export function CatalogList<T extends CatalogEntry>({
  label,
  emptyTitle,
  entries,
  linkTo,
  titled,
}: CatalogListProps<T>) {
  const headingId = useId();
  if (entries.length === 0 && emptyTitle === undefined) return null;
  const list =
    entries.length === 0 ? (
      <EmptyState title={emptyTitle} />
    ) : (
      <CatalogGrid label={label}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <CatalogCard
              to={linkTo(entry)}
              title={entry.name}
              description={entry.description}
              image={entry.image}
              price={
                entry.price === undefined ? undefined : (
                  <Money amount={entry.price} currency={entry.currency} strong />
                )
              }
              unavailable={entry.available === false}
            />
          </li>
        ))}
      </CatalogGrid>
    );
  if (!titled) return list;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {label}
      </Typography.Title>
      {list}
    </section>
  );
}
