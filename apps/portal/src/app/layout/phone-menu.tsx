import { languageDirection, type Language } from '@portal/util';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { SidebarMenu } from './sidebar-menu';
import type { PhoneMenu as PhoneMenuState } from './use-phone-menu';

// The phone's drawer (antd Drawer) loads when the student first opens the menu, not with the dashboard.
const PhoneMenuDrawer = lazy(() =>
  import('./phone-menu-drawer').then((module) => ({ default: module.PhoneMenuDrawer })),
);

/** The phone's menu: the sidebar's pages in a drawer, mounted from its first opening on. */
export function PhoneMenu({ menu }: { menu: PhoneMenuState }) {
  const { i18n } = useTranslation('shell');
  if (!menu.wanted) return null;
  // The phone's menu slides in from the side the text starts on (the right in Arabic), with the strings shown.
  const rtl = languageDirection(i18n.language as Language) === 'rtl';
  return (
    <Suspense fallback={null}>
      <PhoneMenuDrawer
        placement={rtl ? 'right' : 'left'}
        open={menu.open}
        onClose={menu.close}
        returnFocus={menu.returnsFocus}
        title={<Brand />}
      >
        <SidebarMenu onNavigate={menu.closeOnNavigation} />
      </PhoneMenuDrawer>
    </Suspense>
  );
}
