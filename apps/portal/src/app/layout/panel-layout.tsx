import {
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MenuOutlined,
  MoonOutlined,
  SunOutlined,
} from '@ant-design/icons';
import {
  darkModeToggled,
  sidebarToggled,
  useAppDispatch,
  useDarkMode,
  useSidebarExpanded,
} from '@portal/data-access';
import { OfflineIndicator, UpdateOnNavigation } from '@portal/pwa';
import { LightButton, PageSpinner, Stack, Text, useMediaQuery } from '@portal/ui';
import { languageDirection, PHONE_MEDIA_QUERY, paths, type Language } from '@portal/util';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import { BasketLink } from './basket-link';
import { pwaController } from '../pwa';
import { GlobalNotificationBanner } from './global-notification-banner';
import { SidebarMenu } from './sidebar-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';
import { UserMenu } from './user-menu';

// The phone's drawer (antd Drawer) loads when the student first opens the menu, not with the dashboard.
const PhoneMenuDrawer = lazy(() =>
  import('./phone-menu-drawer').then((module) => ({ default: module.PhoneMenuDrawer })),
);

/** The logged-in frame: sidebar (a drawer on phones), header with theme switch and user menu, the page. */
export function PanelLayout() {
  const { t, i18n } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const expanded = useSidebarExpanded();
  const darkMode = useDarkMode();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on: until then the drawer's chunk is not even requested.
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Closed by Escape or its button, the drawer gives focus back to the menu button; closed by choosing a page, the
  // new page's heading takes it (useFocusHeadingOnNavigation).
  const [drawerReturnsFocus, setDrawerReturnsFocus] = useState(true);
  const navigation = useNavigation();
  // The phone's menu slides in from the side the text starts on (the right in Arabic), with the strings shown.
  const rtl = languageDirection(i18n.language as Language) === 'rtl';
  useFocusHeadingOnNavigation(useCallback(() => document.getElementById(MAIN_CONTENT_ID), []));

  const menuToggle = isPhone ? (
    <LightButton
      variant="text"
      icon={<MenuOutlined />}
      aria-label={t('menu.open')}
      aria-expanded={drawerOpen}
      onClick={() => {
        setDrawerWanted(true);
        setDrawerOpen(true);
      }}
    />
  ) : (
    <LightButton
      variant="text"
      icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      aria-label={expanded ? t('menu.collapse') : t('menu.expand')}
      aria-expanded={expanded}
      onClick={() => dispatch(sidebarToggled())}
    />
  );

  // The frame is static CSS (styles.css, on the theme's variables) instead of antd's Layout, Sider and Button: the
  // first screen does not build their styles at run time.
  return (
    <div className="panel-layout">
      <SkipLink />
      {!isPhone && (
        <aside className={expanded ? 'panel-sider' : 'panel-sider panel-sider-collapsed'}>
          <div className="panel-sider-rail">
            <Brand compact={!expanded} />
            <SidebarMenu collapsed={!expanded} />
          </div>
        </aside>
      )}
      {isPhone && drawerWanted && (
        <Suspense fallback={null}>
          <PhoneMenuDrawer
            placement={rtl ? 'right' : 'left'}
            open={drawerOpen}
            onClose={() => {
              setDrawerReturnsFocus(true);
              setDrawerOpen(false);
            }}
            returnFocus={drawerReturnsFocus}
            title={<Brand />}
          >
            <SidebarMenu
              onNavigate={() => {
                setDrawerReturnsFocus(false);
                setDrawerOpen(false);
              }}
            />
          </PhoneMenuDrawer>
        </Suspense>
      )}
      <div className="panel-column">
        <header className="panel-header">
          <Stack align="center" justify="space-between" style={{ height: '100%' }} gap={8}>
            <Stack align="center" gap={8} style={{ minWidth: 0, flex: '1 1 auto' }}>
              {menuToggle}
              {isPhone && <Brand inline />}
            </Stack>
            <Stack align="center" gap={isPhone ? 8 : 12} style={{ flexShrink: 0 }}>
              <OfflineIndicator />
              <UpdateOnNavigation controller={pwaController} />
              {/* The label stays visible on a phone: a sun or moon alone does not say what the switch does. */}
              <label className="theme-switch-label">
                <span>{t('header.darkMode')}</span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={darkMode}
                  aria-label={t('header.darkMode')}
                  className="theme-switch"
                  onClick={() => dispatch(darkModeToggled())}
                >
                  {darkMode ? <MoonOutlined aria-hidden /> : <SunOutlined aria-hidden />}
                  <span className="theme-switch-handle" aria-hidden />
                </button>
              </label>
              <BasketLink />
              <UserMenu />
            </Stack>
          </Stack>
        </header>
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

/** The logo and name; `inline` in the phone header, where its row has no room for padding. */
function Brand({ compact = false, inline = false }: { compact?: boolean; inline?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to={paths.dashboard()}
      // Collapsed, the link shows the logo alone; it keeps the portal's name.
      aria-label={compact ? t('appName') : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: compact ? '16px 20px' : inline ? 0 : 16,
        minWidth: 0,
      }}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} style={{ flexShrink: 0 }} />
      {!compact && (
        // On a narrow phone the header shows the logo alone (the name would be cut); the link keeps its name.
        <Text
          strong
          className={inline ? 'header-brand-name visually-hidden-under-sm' : 'header-brand-name'}
          style={{ fontSize: 16 }}
        >
          {t('appName')}
        </Text>
      )}
    </Link>
  );
}
