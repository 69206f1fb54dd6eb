import { PlusOutlined } from '@ant-design/icons';
import { useGetSupportRequestsQuery, type SupportRequestSummary } from '@portal/data-access';
import { EmptyState, ErrorState, PageHeader, PageSpinner } from '@portal/ui';
import { formatDate, paths } from '@portal/util';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LinkButton } from './link-button';
import { readStatusParam, RequestStatusFilter } from './request-status-filter';
import { RequestStatusTag } from './request-status-tag';

export function SupportCenterPage() {
  const { t } = useTranslation('support');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatusParam(searchParams.get('status'));
  const { data, isError, isFetching, refetch } = useGetSupportRequestsQuery();
  const rows = useMemo(
    () => (data ?? []).filter((request) => !status || request.status === status),
    [data, status],
  );

  const setStatus = (next: string | null) => setSearchParams(next ? { status: next } : {});

  const columns: TableColumnsType<SupportRequestSummary> = [
    {
      key: 'subject',
      title: t('columns.subject'),
      render: (_value, request) => <Link to={paths.ticket(request.id)}>{request.subject}</Link>,
    },
    {
      key: 'category',
      title: t('columns.category'),
      render: (_value, request) => t(`category.${request.category}`),
    },
    { key: 'date', title: t('columns.date'), render: (_value, request) => formatDate(request.created_at) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_value, request) => <RequestStatusTag status={request.status} />,
    },
    {
      key: 'last',
      title: t('columns.lastActivity'),
      render: (_value, request) => formatDate(request.last_activity_at),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('center.title')}
        subtitle={t('center.subtitle')}
        extra={
          <LinkButton type="primary" to={paths.createTicket()} icon={<PlusOutlined />}>
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
        <EmptyState title={t('center.empty')} />
      ) : (
        <Flex vertical gap={16}>
          <RequestStatusFilter value={status} onChange={setStatus} />
          {rows.length === 0 ? (
            <EmptyState title={t('center.emptyFiltered')}>
              <Button onClick={() => setStatus(null)}>{t('center.clearFilter')}</Button>
            </EmptyState>
          ) : (
            <Table
              rowKey="id"
              columns={columns}
              dataSource={rows}
              pagination={rows.length > 10 ? { pageSize: 10 } : false}
              scroll={{ x: 'max-content' }}
            />
          )}
        </Flex>
      )}
    </>
  );
}
