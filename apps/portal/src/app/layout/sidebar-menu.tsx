import { Menu, type MenuProps } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { MENU_GROUPS, selectedMenuPath } from './menu-items';

interface SidebarMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function SidebarMenu(props: SidebarMenuProps) {
  const location = useLocation();
  // The router's contexts change on every navigation: read here, they reach the memoised menu as props.
  const navigate = useNavigate();
  return <MenuOfPages {...props} navigate={navigate} selected={selectedMenuPath(location.pathname)} />;
}

// Every navigation re-renders the layout, a change of the query alone too (a list's filter or page in the URL);
// the menu (an antd Menu of some thirty items, each in a Tooltip) renders again only when what it shows changes.
const MenuOfPages = memo(function MenuOfPages({
  collapsed = false,
  onNavigate,
  navigate,
  selected,
}: SidebarMenuProps & { navigate: NavigateFunction; selected: string | undefined }) {
  const { t } = useTranslation('shell');
  const items: MenuProps['items'] = MENU_GROUPS.filter((group) => group.entries.length > 0).map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: collapsed ? null : t(group.labelKey),
    children: group.entries.map((entry) => ({ key: entry.path, icon: entry.icon, label: t(entry.labelKey) })),
  }));

  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => {
          void navigate(key);
          onNavigate?.();
        }}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
});
