import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { sidebarToggled, useAppDispatch, useSidebarExpanded } from '@portal/data-access';
import { LightButton } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';
import type { PhoneMenu } from './use-phone-menu';

/** The header's menu button: on a phone it opens the menu's drawer, elsewhere it expands or collapses the sidebar. */
export function MenuButton({ isPhone, phoneMenu }: { isPhone: boolean; phoneMenu: PhoneMenu }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const expanded = useSidebarExpanded();
  return isPhone ? (
    <LightButton
      variant="text"
      icon={<MenuOutlined />}
      aria-label={t('menu.open')}
      aria-expanded={phoneMenu.open}
      onClick={phoneMenu.show}
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
}
