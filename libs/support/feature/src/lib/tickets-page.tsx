import { MessageOutlined } from '@ant-design/icons';
import { useGetSupportRequestsQuery } from '@portal/support/data-access';
import { LinkButton } from '@portal/ui';
import { PageStates } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RequestStatusTag } from './request-status-tag';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** The same requests as conversations, the most recently active first. */
export function TicketsPage() {
  const { t } = useTranslation('support');
  const { token } = theme.useToken();
  const requests = useGetSupportRequestsQuery();
  return (
    <PageStates
      title={t('tickets.title')}
      subtitle={t('tickets.subtitle')}
      extra={
        <LinkButton type="primary" to={paths.createTicket()}>
          {t('center.newRequest')}
        </LinkButton>
      }
      queries={[requests]}
      data={requests.data}
      isEmpty={(data) => data.length === 0}
      empty={t('tickets.empty')}
    >
      {(data) => (
        <Card styles={{ body: { paddingBlock: 0 } }}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {[...data]
              .sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at))
              .map((request, index) => (
                <li
                  key={request.id}
                  style={{
                    padding: `${token.paddingSM}px 0`,
                    borderTop: index > 0 ? `1px solid ${token.colorSplit}` : undefined,
                  }}
                >
                  <Flex gap={token.margin} align="flex-start">
                    <MessageOutlined aria-hidden style={{ fontSize: 20, marginTop: 4 }} />
                    <Flex vertical gap={4} style={{ minWidth: 0 }}>
                      <Typography.Title
                        level={2}
                        style={{ fontSize: token.fontSize, margin: 0, overflowWrap: 'anywhere' }}
                      >
                        <Link to={paths.ticket(request.id)} dir="auto">
                          {request.subject}
                        </Link>
                      </Typography.Title>
                      <Flex gap={8} wrap align="center">
                        <RequestStatusTag status={request.status} />
                        <Typography.Text type="secondary">
                          {t(`category.${request.category}`)}
                        </Typography.Text>
                        <Typography.Text type="secondary">
                          {t('tickets.messages', { count: request.message_count })}
                        </Typography.Text>
                        <Typography.Text type="secondary">
                          {t('tickets.lastActivity', { date: formatDate(request.last_activity_at) })}
                        </Typography.Text>
                      </Flex>
                    </Flex>
                  </Flex>
                </li>
              ))}
          </ul>
        </Card>
      )}
    </PageStates>
  );
}
