import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MENU_GROUPS, selectedMenuPath } from './menu-items';

interface SidebarMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function SidebarMenu({ collapsed = false, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = MENU_GROUPS.filter((group) => group.entries.length > 0).map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: collapsed ? null : t(group.labelKey),
    children: group.entries.map((entry) => ({ key: entry.path, icon: entry.icon, label: t(entry.labelKey) })),
  }));
  const selected = selectedMenuPath(location.pathname);

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
}
