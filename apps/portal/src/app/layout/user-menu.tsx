import { CheckOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useKeepOnDevice, useSignOut } from '@portal/data-access';
import { useCurrentStudent } from '@portal/profile/data-access';
import { LightButton, MenuList, type MenuListEntry, type MenuListItem } from '@portal/ui-light';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageMenu } from '../language/language-items';

/**
 * The student's name and picture, with the language and "Sign out": a WAI-ARIA menu button of the portal's own
 * around ui's MenuList; no antd Dropdown, Menu, Button, Avatar or Typography at start.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { student } = useCurrentStudent();
  const signOut = useSignOut();
  const languageMenu = useLanguageMenu();
  const keepOnDevice = useKeepOnDeviceItem();
  const name = student?.student_name || t('header.student');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Open, the focus is on the menu's first item (MenuList's autoFocus); the arrows move it from there.
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // Tab leaves the menu from its button: the browser then moves on from there, as from a closed menu.
      close(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const entries: MenuListEntry[] = [
    // The name heads the menu: on a phone the header has room for the picture only.
    { key: 'name', type: 'group', label: name },
    languageMenu.group,
    { key: 'divider', type: 'divider' },
    keepOnDevice.item,
    { key: 'sign-out', icon: <LogoutOutlined />, label: t('header.signOut') },
  ];

  return (
    <div className="user-menu">
      <LightButton
        ref={buttonRef}
        id={buttonId}
        variant="text"
        className="user-menu-button"
        aria-label={t('header.userMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <Picture src={student?.image || undefined} />
        <span className="user-menu-name hide-under-sm" dir="auto">
          {name}
        </span>
      </LightButton>
      {open && (
        <div ref={panelRef} className="user-menu-panel" onKeyDown={onMenuKeyDown}>
          <MenuList
            id={menuId}
            aria-labelledby={buttonId}
            autoFocus
            entries={entries}
            onSelect={(key) => {
              if (key === 'sign-out') {
                close(false);
                signOut();
              } else if (key === keepOnDevice.item.key) {
                close(true);
                keepOnDevice.toggle();
              } else {
                close(true);
                languageMenu.choose(key);
              }
            }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The setting "Keep my data on this device for offline use" (on by default): on a shared computer the student turns it
 * off, and what was kept is deleted at once and nothing more is kept.
 */
function useKeepOnDeviceItem(): { item: MenuListItem; toggle: () => void } {
  const { t } = useTranslation('shell');
  const [keep, choose] = useKeepOnDevice();
  return {
    item: {
      key: 'keep-on-device',
      icon: <CheckOutlined />,
      toggle: true,
      checked: keep,
      label: t('header.keepOnDevice'),
    },
    toggle: () => choose(!keep),
  };
}

/** The student's picture in a round 28 px frame, or the person icon when there is none or it fails to load. */
function Picture({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <span className="user-avatar" aria-hidden>
      {src && failed !== src ? (
        <img src={src} alt="" width={28} height={28} onError={() => setFailed(src)} />
      ) : (
        <UserOutlined />
      )}
    </span>
  );
}
