import { PlusOutlined } from '@ant-design/icons';
import {
  SUPPORT_REQUEST_STATUSES,
  useGetSupportRequestsQuery,
  type SupportRequestStatus,
  type SupportRequestSummary,
} from '@portal/support/data-access';
import { DataTable, LinkButton, StatusFilter } from '@portal/ui';
import { PageStates } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { RequestStatusTag } from './request-status-tag';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** The status from the URL; anything that is not a known status means "all". */
const readStatusParam = (value: string | null): SupportRequestStatus | null =>
  (SUPPORT_REQUEST_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as SupportRequestStatus)
    : null;

export function SupportCenterPage() {
  const { t } = useTranslation('support');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatusParam(searchParams.get('status'));
  const requests = useGetSupportRequestsQuery();

  const setStatus = (next: string | null) => setSearchParams(next ? { status: next } : {});

  const columns: TableColumnsType<SupportRequestSummary> = [
    {
      key: 'subject',
      title: t('columns.subject'),
      // A subject of one long word breaks rather than widening the table past the page.
      render: (_value, request) => (
        <Link to={paths.ticket(request.id)} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {request.subject}
        </Link>
      ),
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
    <PageStates
      title={t('center.title')}
      subtitle={t('center.subtitle')}
      extra={
        <LinkButton type="primary" to={paths.createTicket()} icon={<PlusOutlined />}>
          {t('center.newRequest')}
        </LinkButton>
      }
      queries={[requests]}
      data={requests.data}
      isEmpty={(data) => data.length === 0}
      empty={t('center.empty')}
    >
      {(data) => {
        const rows = data.filter((request) => !status || request.status === status);
        return (
          <StatusFilter
            label={t('center.filterLabel')}
            name="request-status"
            allLabel={t('center.allStatuses')}
            options={SUPPORT_REQUEST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={status}
            onChange={setStatus}
            matches={rows.length}
            noMatch={t('center.emptyFiltered')}
            clearLabel={t('center.clearFilter')}
          >
            <DataTable
              rowKey="id"
              label={t('center.title')}
              columns={columns}
              dataSource={rows}
              pagination={rows.length > 10 ? { pageSize: 10 } : false}
              scroll={{ x: 'max-content' }}
            />
          </StatusFilter>
        );
      }}
    </PageStates>
  );
}
