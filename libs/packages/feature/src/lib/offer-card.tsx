import { CheckOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { useId, type ReactNode } from 'react';

interface OfferCardProps {
  title: string;
  description: string;
  price: ReactNode;
  /** The list's accessible name ("What is inside …", "Benefits of …"). */
  listLabel: string;
  items: readonly string[];
  /** What the student can do: buy, finish paying, or what they already hold. */
  action: ReactNode;
}

/** A pack or a plan: its name (the card's heading), text, price, what it includes, and the action. */
export function OfferCard({ title, description, price, listLabel, items, action }: OfferCardProps) {
  const titleId = useId();
  const { token } = theme.useToken();
  return (
    <article aria-labelledby={titleId} style={{ height: '100%' }}>
      <Card style={{ height: '100%' }} styles={{ body: { padding: 16, height: '100%' } }}>
        <Flex vertical gap={12} style={{ height: '100%' }}>
          <Typography.Title level={2} id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary" dir="auto">
            {description}
          </Typography.Text>
          <div>{price}</div>
          <ul aria-label={listLabel} style={{ listStyle: 'none', margin: 0, padding: 0, flex: 1 }}>
            {items.map((item) => (
              <li key={item} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 4 }}>
                <CheckOutlined aria-hidden style={{ color: token.colorSuccess }} />
                <span dir="auto">{item}</span>
              </li>
            ))}
          </ul>
          <Flex vertical gap={8} align="flex-start">
            {action}
          </Flex>
        </Flex>
      </Card>
    </article>
  );
}
