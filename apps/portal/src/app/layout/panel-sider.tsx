import { useSidebarExpanded } from '@portal/data-access';
import { Brand } from './brand';
import { SidebarMenu } from './sidebar-menu';

/** The sidebar beside the page (on a phone, the menu is a drawer instead): expanded or collapsed to its icons. */
export function PanelSider() {
  const expanded = useSidebarExpanded();
  return (
    <aside className={expanded ? 'panel-sider' : 'panel-sider panel-sider-collapsed'}>
      <div className="panel-sider-rail">
        <Brand compact={!expanded} />
        <SidebarMenu collapsed={!expanded} />
      </div>
    </aside>
  );
}
