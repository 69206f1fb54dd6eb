import { MessageOutlined } from '@ant-design/icons';
import { useGetSupportRequestsQuery } from '@portal/data-access';
import { EmptyState, ErrorState, PageHeader, PageSpinner } from '@portal/ui';
import { formatDate, paths } from '@portal/util';
import { Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkButton } from './link-button';
import { RequestStatusTag } from './request-status-tag';

/** The same requests as conversations, the most recently active first. */
export function TicketsPage() {
  const { t } = useTranslation('support');
  const { data, isError, isFetching, refetch } = useGetSupportRequestsQuery();
  return (
    <>
      <PageHeader
        title={t('tickets.title')}
        subtitle={t('tickets.subtitle')}
        extra={
          <LinkButton type="primary" to={paths.createTicket()}>
            {t('center.newRequest')}
          </LinkButton>
        }
      />
      {!data ? (
        isError && !isFetching ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <PageSpinner />
        )
      ) : data.length === 0 ? (
        <EmptyState title={t('tickets.empty')} />
      ) : (
        <Card styles={{ body: { paddingBlock: 0 } }}>
          <List
            dataSource={[...data].sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at))}
            rowKey="id"
            renderItem={(request) => (
              <List.Item>
                <List.Item.Meta
                  avatar={<MessageOutlined aria-hidden style={{ fontSize: 20, marginTop: 4 }} />}
                  title={<Link to={paths.ticket(request.id)}>{request.subject}</Link>}
                  description={
                    <Flex gap={8} wrap align="center">
                      <RequestStatusTag status={request.status} />
                      <Typography.Text type="secondary">{t(`category.${request.category}`)}</Typography.Text>
                      <Typography.Text type="secondary">
                        {t('tickets.messages', { count: request.message_count })}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {t('tickets.lastActivity', { date: formatDate(request.last_activity_at) })}
                      </Typography.Text>
                    </Flex>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      )}
    </>
  );
}
