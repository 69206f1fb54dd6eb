import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MENU_GROUPS, selectedMenuPath } from './menu-items';

interface SidebarMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function SidebarMenu(props: SidebarMenuProps) {
  // The router's location changes on every navigation: read here, it reaches the memoised menu as a prop.
  const location = useLocation();
  return <MenuOfPages {...props} selected={selectedMenuPath(location.pathname)} />;
}

/**
 * The main menu: the spec's groups of pages as links (a page is a place to go, not a command: Tab moves through
 * them, Enter follows one, a middle click opens a tab), the current one marked `aria-current="page"`. Collapsed, the
 * icons show alone and each link's name shows beside it on hover and focus. Static CSS (styles.css) instead of
 * antd's Menu, whose triggers, tooltips, overflow and motion the first screen loaded for it.
 *
 * Every navigation re-renders the layout, a change of the query alone too (a list's filter or page in the URL);
 * the menu renders again only when what it shows changes.
 */
const MenuOfPages = memo(function MenuOfPages({
  collapsed = false,
  onNavigate,
  selected,
}: SidebarMenuProps & { selected: string | undefined }) {
  const { t } = useTranslation('shell');
  const idBase = useId();
  return (
    <nav aria-label={t('menu.label')} className={collapsed ? 'side-nav side-nav-collapsed' : 'side-nav'}>
      {MENU_GROUPS.filter((group) => group.entries.length > 0).map((group) => (
        <div key={group.key} className="side-nav-group">
          {/* Collapsed, the group's name goes: its links keep theirs. */}
          {!collapsed && (
            <div id={`${idBase}-${group.key}`} className="side-nav-group-title">
              {t(group.labelKey)}
            </div>
          )}
          <ul className="side-nav-list" aria-labelledby={collapsed ? undefined : `${idBase}-${group.key}`}>
            {group.entries.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  className="side-nav-link"
                  aria-current={entry.path === selected ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <span className="side-nav-icon" aria-hidden>
                    {entry.icon}
                  </span>
                  <span className="side-nav-label">{t(entry.labelKey)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
});
