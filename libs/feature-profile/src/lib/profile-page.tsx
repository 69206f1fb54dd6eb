import { useCurrentStudent } from '@portal/data-access';
import { PageStates } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './profile-form';

/** user: the student's profile (spec 3), edited and saved in place. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const current = useCurrentStudent();
  return (
    <PageStates title={t('title')} subtitle={t('subtitle')} queries={[current]} data={current.student}>
      {(student) => <ProfileForm key={student.student_id} student={student} />}
    </PageStates>
  );
}
