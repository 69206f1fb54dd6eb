import { apiConfig } from '@portal/data-access';
import { PartnerFrame } from './partner-frame';
import { PageHeader } from '@portal/ui-light';
import { frameSegmentOf } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/**
 * `frame/{url}`: an external page inside the panel. The address is read still encoded from the path (the
 * router's own decoding would hide a malformed encoding) and shown only if the allow-list lets it.
 */
export function FramePage() {
  const { t } = useTranslation('travel');
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={t('frame.title')} />
      <PartnerFrame
        url={frameSegmentOf(pathname) ?? ''}
        encoded
        allowList={apiConfig.frameHosts}
        title={t('frame.frameTitle')}
      />
    </>
  );
}
