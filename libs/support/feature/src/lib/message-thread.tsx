import type { SupportMessage } from '@portal/support/data-access';
import { dateLocale, formatIso } from '@portal/util';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

// In the student's language, like every date (util's formatIso caches the formatter).
const formatDateTime = (value: string): string =>
  formatIso(value, dateLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The messages in order, each with who wrote it and when; the student's own on the right. API text is plain text. */
export function MessageThread({ messages }: { messages: SupportMessage[] }) {
  const { t } = useTranslation('support');
  const { token } = theme.useToken();
  return (
    // The list itself is the flex box: a wrapper between the list and its items would break the list for screen readers.
    <Flex
      component="ol"
      vertical
      gap={12}
      aria-label={t('ticket.thread')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {messages.map((message) => {
        const mine = message.author === 'student';
        return (
          <li
            key={message.id}
            style={{
              alignSelf: mine ? 'flex-end' : 'flex-start',
              maxWidth: 'min(100%, 640px)',
              background: mine ? token.colorPrimaryBg : token.colorFillQuaternary,
              borderRadius: 12,
              padding: '8px 12px',
            }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('ticket.wroteAt', {
                author: mine ? t('ticket.you') : message.author_name,
                date: formatDateTime(message.created_at),
              })}
            </Typography.Text>
            {/* A message keeps the direction it was written in, whatever the page's. */}
            <Typography.Paragraph
              dir="auto"
              style={{ whiteSpace: 'pre-wrap', margin: 0, overflowWrap: 'anywhere' }}
            >
              {message.body}
            </Typography.Paragraph>
          </li>
        );
      })}
    </Flex>
  );
}
