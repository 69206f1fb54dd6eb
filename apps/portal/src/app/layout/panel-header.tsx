import { OfflineIndicator, UpdateOnNavigation } from '@portal/pwa';
import { Stack } from '@portal/ui-light';
import { pwaController } from '../pwa';
import { BasketLink } from './basket-link';
import { Brand } from './brand';
import { MenuButton } from './menu-button';
import { ThemeSwitch } from './theme-switch';
import type { PhoneMenu } from './use-phone-menu';
import { UserMenu } from './user-menu';

/** The header: the menu's button and (on a phone) the logo; the connection, the update, the theme, basket, user. */
export function PanelHeader({ isPhone, phoneMenu }: { isPhone: boolean; phoneMenu: PhoneMenu }) {
  return (
    <header className="panel-header">
      <Stack align="center" justify="space-between" style={{ height: '100%' }} gap={8}>
        <Stack align="center" gap={8} style={{ minWidth: 0, flex: '1 1 auto' }}>
          <MenuButton isPhone={isPhone} phoneMenu={phoneMenu} />
          {isPhone && <Brand inline />}
        </Stack>
        <Stack align="center" gap={isPhone ? 8 : 12} style={{ flexShrink: 0 }}>
          <OfflineIndicator />
          <UpdateOnNavigation controller={pwaController} />
          <ThemeSwitch />
          <BasketLink />
          <UserMenu />
        </Stack>
      </Stack>
    </header>
  );
}
