import { useGetDocumentsQuery, type DocumentKind } from '@portal/data-access';
import { PageStates } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { DocumentsTable } from './documents-table';

const TEXTS = { id: 'ids', letter: 'letters' } as const;

export function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation('documents');
  const documents = useGetDocumentsQuery(kind);
  const texts = TEXTS[kind];
  return (
    <PageStates
      title={t(`${texts}.title`)}
      subtitle={t(`${texts}.subtitle`)}
      queries={[documents]}
      data={documents.data}
      isEmpty={(data) => data.length === 0}
      empty={t(`${texts}.empty`)}
    >
      {(data) => <DocumentsTable documents={data} label={t(`${texts}.title`)} />}
    </PageStates>
  );
}
