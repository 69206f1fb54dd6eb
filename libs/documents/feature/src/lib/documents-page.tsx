import { useGetDocumentsQuery, type DocumentKind } from '@portal/documents/data-access';
import { LinkButton } from '@portal/ui';
import { PageStates } from '@portal/ui-light';
import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { DocumentsTable } from './documents-table';

const TEXTS = { id: 'ids', letter: 'letters' } as const;

export function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation('documents');
  const documents = useGetDocumentsQuery(kind);
  const texts = TEXTS[kind];
  // Letters are written on request: the way to ask is on the page, with the list or without one.
  const ask =
    kind === 'letter' ? (
      <LinkButton to={paths.letterRequest()} type="primary">
        {t('letters.ask')}
      </LinkButton>
    ) : undefined;
  return (
    <PageStates
      title={t(`${texts}.title`)}
      subtitle={t(`${texts}.subtitle`)}
      extra={ask}
      queries={[documents]}
      data={documents.data}
      isEmpty={(data) => data.length === 0}
      empty={t(`${texts}.empty`)}
    >
      {(data) => <DocumentsTable documents={data} label={t(`${texts}.title`)} />}
    </PageStates>
  );
}
