import { useCurrentStudent } from '@portal/profile/data-access';
import { PageStates } from '@portal/ui-light';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { EstimateCurrencyCard } from './estimate-currency-card';
import { ProfileForm } from './profile-form';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** user: the student's profile (the API's `user`), edited and saved in place. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const current = useCurrentStudent();
  return (
    <PageStates title={t('title')} subtitle={t('subtitle')} queries={[current]} data={current.student}>
      {(student) => (
        <Flex vertical gap={16}>
          <ProfileForm key={student.student_id} student={student} />
          <EstimateCurrencyCard />
        </Flex>
      )}
    </PageStates>
  );
}
