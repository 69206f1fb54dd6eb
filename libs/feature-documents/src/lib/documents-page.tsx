import { useGetDocumentsQuery, type DocumentKind } from '@portal/data-access';
import { EmptyState, ErrorState, PageHeader, PageSpinner } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { DocumentsTable } from './documents-table';

const TEXTS = { id: 'ids', letter: 'letters' } as const;

export function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation('documents');
  const { data, isError, isFetching, refetch } = useGetDocumentsQuery(kind);
  const texts = TEXTS[kind];
  return (
    <>
      <PageHeader title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)} />
      {!data ? (
        isError && !isFetching ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <PageSpinner />
        )
      ) : data.length === 0 ? (
        <EmptyState title={t(`${texts}.empty`)} />
      ) : (
        <DocumentsTable documents={data} />
      )}
    </>
  );
}
