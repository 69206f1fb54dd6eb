import { NotFoundState } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useWorkshop } from './use-workshop';

/** A link that leaves the lib (another feature's page, the shell's): said plainly, with the way back. */
export function ElsewherePage({ backTo }: { backTo: string }) {
  const { t } = useTranslation('workshop');
  const { pathname } = useLocation();
  const [, workshop] = useWorkshop();
  const lib = workshop.libName;
  return (
    <NotFoundState
      title={t('elsewhere.title')}
      text={t('elsewhere.text', { path: pathname, lib })}
      backTo={backTo}
      backLabel={t('elsewhere.back', { lib })}
    />
  );
}
