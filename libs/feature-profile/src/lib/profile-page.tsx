import { useGetProfileQuery } from '@portal/data-access';
import { ErrorState, PageHeader, PageSpinner } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './profile-form';

/** user: the student's profile (spec 3), edited and saved in place. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: student, isError, isFetching, refetch } = useGetProfileQuery();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {student ? (
        <ProfileForm key={student.student_id} student={student} />
      ) : isError && !isFetching ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
