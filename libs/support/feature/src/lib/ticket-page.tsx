import { skipToken } from '@reduxjs/toolkit/query/react';
import { isUnknownIdError } from '@portal/data-access';
import { useCurrentStudent } from '@portal/profile/data-access';
import { useGetSupportRequestQuery } from '@portal/support/data-access';
import { PageStates, ApiText } from '@portal/ui-light';
import { formatDate, parseId, paths } from '@portal/util';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MessageThread } from './message-thread';
import { ReplyBox } from './reply-box';
import { RequestStatusTag } from './request-status-tag';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** One request: its messages as a thread, and a reply box whose draft survives failures and reloads. */
export function TicketPage() {
  const { t } = useTranslation('support');
  const ticketId = parseId(useParams()['ticketId']);
  // currentData, not data: while another request loads, the last one must not show under its URL.
  const query = useGetSupportRequestQuery(ticketId ?? skipToken);
  const request = query.currentData;
  // The reply draft is kept per student.
  const current = useCurrentStudent();

  return (
    <PageStates
      title={request ? <ApiText>{request.subject}</ApiText> : t('ticket.loadingTitle')}
      documentTitle={request?.subject ?? t('ticket.loadingTitle')}
      subtitle={
        request
          ? t('ticket.opened', {
              date: formatDate(request.created_at),
              category: t(`category.${request.category}`),
            })
          : undefined
      }
      back={<Link to={paths.tickets()}>{t('ticket.back')}</Link>}
      extra={(data) => <RequestStatusTag status={data.request.status} />}
      queries={[query, current]}
      data={request && current.student ? { request, studentId: current.student.student_id } : undefined}
      notFound={{
        when: ticketId === null || isUnknownIdError(query.error),
        title: t('notFound.title'),
        text: t('notFound.text'),
        backTo: paths.supportCenter(),
        backLabel: t('notFound.back'),
      }}
    >
      {({ request, studentId }) => (
        <Flex vertical gap={16} style={{ maxWidth: 820 }}>
          <Card title={t('ticket.thread')}>
            <MessageThread messages={request.messages} />
          </Card>
          {request.status === 'closed' ? (
            <Alert type="info" showIcon title={t('ticket.closedNotice')} />
          ) : (
            <ReplyBox key={`${studentId}:${request.id}`} studentId={studentId} requestId={request.id} />
          )}
        </Flex>
      )}
    </PageStates>
  );
}
