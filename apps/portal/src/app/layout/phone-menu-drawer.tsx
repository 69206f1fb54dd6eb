import { AntdProvider } from '@portal/ui/antd';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export interface PhoneMenuDrawerProps {
  open: boolean;
  placement: 'left' | 'right';
  /** Give the focus back to the menu button on close (Escape, the close button), not after choosing a page. */
  returnFocus: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's menu in antd's Drawer, in antd's provider. Its own module, loaded the first time the student opens the menu
 * (phone-menu.tsx), so the Drawer is not in the chunks the dashboard waits for.
 */
export function PhoneMenuDrawer({
  open,
  placement,
  returnFocus,
  title,
  onClose,
  children,
}: PhoneMenuDrawerProps) {
  return (
    <AntdProvider>
      <Drawer
        placement={placement}
        open={open}
        onClose={onClose}
        focusable={{ focusTriggerAfterClose: returnFocus }}
        size={280}
        title={title}
        styles={{ body: { padding: 0 } }}
      >
        {children}
      </Drawer>
    </AntdProvider>
  );
}
