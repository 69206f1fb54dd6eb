import { ErrorState, PageHeader, PageSpinner } from '@portal/ui';
import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NewRequestForm } from './new-request-form';
import { useStudentId } from './use-student-id';

/** create-ticket and request: the new-request form, its draft kept per student. */
export function NewRequestPage() {
  const { t } = useTranslation('support');
  const { studentId, isError, refetch } = useStudentId();
  return (
    <>
      <PageHeader
        title={t('create.title')}
        subtitle={t('create.subtitle')}
        back={<Link to={paths.supportCenter()}>{t('create.back')}</Link>}
      />
      {studentId !== null ? (
        <NewRequestForm studentId={studentId} />
      ) : isError ? (
        <ErrorState onRetry={refetch} />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
