import { useCurrentStudent } from '@portal/data-access';
import { PageStates } from '@portal/ui';
import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NewRequestForm } from './new-request-form';
// This lib's strings come with its pages, not with the portal's start (issue 15).
import './i18n/register';

/** create-ticket and request: the new-request form, its draft kept per student. */
export function NewRequestPage() {
  const { t } = useTranslation('support');
  const current = useCurrentStudent();
  return (
    <PageStates
      title={t('create.title')}
      subtitle={t('create.subtitle')}
      back={<Link to={paths.supportCenter()}>{t('create.back')}</Link>}
      queries={[current]}
      data={current.student}
    >
      {(student) => <NewRequestForm studentId={student.student_id} />}
    </PageStates>
  );
}
