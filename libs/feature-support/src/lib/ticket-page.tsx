import { skipToken } from '@reduxjs/toolkit/query/react';
import { isNotFoundError, useGetSupportRequestQuery } from '@portal/data-access';
import { ErrorState, NotFoundState, PageHeader, PagePending, PageSpinner } from '@portal/ui';
import { formatDate, parseId, paths } from '@portal/util';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MessageThread } from './message-thread';
import { ReplyBox } from './reply-box';
import { RequestStatusTag } from './request-status-tag';
import { useStudentId } from './use-student-id';

/** One request: its messages as a thread, and a reply box whose draft survives failures and reloads. */
export function TicketPage() {
  const { t } = useTranslation('support');
  const ticketId = parseId(useParams()['ticketId']);
  const {
    currentData: request,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetSupportRequestQuery(ticketId ?? skipToken);
  const { studentId, isError: studentFailed, refetch: refetchStudent } = useStudentId();

  if (ticketId === null || isNotFoundError(error)) {
    return (
      <NotFoundState
        title={t('notFound.title')}
        text={t('notFound.text')}
        backTo={paths.supportCenter()}
        backLabel={t('notFound.back')}
      />
    );
  }

  const back = <Link to={paths.tickets()}>{t('ticket.back')}</Link>;
  if (!request) {
    return (
      <PagePending
        title={t('ticket.loadingTitle')}
        back={back}
        failed={isError && !isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={request.subject}
        subtitle={t('ticket.opened', {
          date: formatDate(request.created_at),
          category: t(`category.${request.category}`),
        })}
        back={back}
        extra={<RequestStatusTag status={request.status} />}
      />
      <Flex vertical gap={16} style={{ maxWidth: 820 }}>
        <Card title={t('ticket.thread')}>
          <MessageThread messages={request.messages} />
        </Card>
        {request.status === 'closed' ? (
          <Alert type="info" showIcon title={t('ticket.closedNotice')} />
        ) : studentId !== null ? (
          <ReplyBox key={`${studentId}:${request.id}`} studentId={studentId} requestId={request.id} />
        ) : studentFailed ? (
          <ErrorState onRetry={refetchStudent} />
        ) : (
          <PageSpinner />
        )}
      </Flex>
    </>
  );
}
