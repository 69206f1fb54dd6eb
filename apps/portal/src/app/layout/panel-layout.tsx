import { PageSpinner, useMediaQuery } from '@portal/ui-light';
import { PHONE_MEDIA_QUERY } from '@portal/util';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { GlobalNotificationBanner } from './global-notification-banner';
import { PanelHeader } from './panel-header';
import { PanelSider } from './panel-sider';
import { PhoneMenu } from './phone-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';
import { usePhoneMenu } from './use-phone-menu';

/**
 * The logged-in frame: sidebar (a drawer on phones), header with theme switch and user menu, the page. Its parts read
 * what they show themselves (the sidebar's state, the theme), so a change of one renders that part alone.
 */
export function PanelLayout() {
  const { t } = useTranslation('shell');
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const phoneMenu = usePhoneMenu();
  const navigation = useNavigation();
  useFocusHeadingOnNavigation(useCallback(() => document.getElementById(MAIN_CONTENT_ID), []));

  // The frame is static CSS (styles.css, on the theme's variables) instead of antd's Layout, Sider and Button: the
  // first screen does not build their styles at run time.
  return (
    <div className="panel-layout">
      <SkipLink />
      {!isPhone && <PanelSider />}
      {isPhone && <PhoneMenu menu={phoneMenu} />}
      <div className="panel-column">
        <PanelHeader isPhone={isPhone} phoneMenu={phoneMenu} />
        <GlobalNotificationBanner />
        {/* The page's one `main` landmark, named: a partner's page in a frame has its own. */}
        <main
          id={MAIN_CONTENT_ID}
          aria-label={t('layout.main')}
          tabIndex={-1}
          className="panel-content focus-target"
          style={{ padding: isPhone ? 12 : 24 }}
        >
          <div style={{ maxWidth: 1280, margin: '0 auto' }}>
            {navigation.state === 'loading' ? <PageSpinner /> : <Outlet />}
          </div>
        </main>
      </div>
    </div>
  );
}
