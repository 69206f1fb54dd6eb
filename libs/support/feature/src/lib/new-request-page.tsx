import { useCurrentStudent } from '@portal/profile/data-access';
import { PageStates } from '@portal/ui-light';
import { LETTER_REQUESTS, paths, type LetterRequest } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NewRequestForm } from './new-request-form';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** The letter `?letter=` asks for; anything else in the address is no letter. */
const asLetterRequest = (value: string | null): LetterRequest | undefined =>
  LETTER_REQUESTS.find((letter) => letter === value);

/**
 * create-ticket and request: the new-request form, its draft kept per student. `?letter=bank` (a link from the
 * bank account page or the letters page) sets it up to ask for that letter.
 */
export function NewRequestPage() {
  const { t } = useTranslation('support');
  const current = useCurrentStudent();
  const letter = asLetterRequest(useSearchParams()[0].get('letter'));
  return (
    <PageStates
      title={t('create.title')}
      subtitle={t('create.subtitle')}
      back={<Link to={paths.supportCenter()}>{t('create.back')}</Link>}
      queries={[current]}
      data={current.student}
    >
      {(student) => <NewRequestForm studentId={student.student_id} letter={letter} />}
    </PageStates>
  );
}
