import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProvider } from './antd-provider';
import { AntdNotifications } from './antd-notifications';
import { ThemeModeProvider, useNotifications } from '@portal/ui-light';

function Asker() {
  const notifications = useNotifications();
  return (
    <>
      <Button onClick={() => notifications.success({ key: 'saved', title: 'Saved', role: 'status' })}>
        Save
      </Button>
      <Button onClick={() => notifications.destroy('saved')}>Dismiss</Button>
    </>
  );
}

describe('ToastsRoot', () => {
  it('shows a notification asked for before antd’s notifications have loaded, then closes it', async () => {
    // As in the portal: the theme's root with its toasts, a page inside antd's provider. jsdom answers as a system set
    // to reduced motion (tools/test/setup-dom.ts), so the notification closes without antd's leave motion, which
    // would never end there.
    render(
      <ThemeModeProvider notifications={AntdNotifications} mode="light">
        <AntdProvider>
          <Asker />
        </AntdProvider>
      </ThemeModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('says clearly when a component asks for notifications outside the portal’s root', () => {
    function Outside() {
      useNotifications();
      return null;
    }
    expect(() => render(<Outside />)).toThrow('useNotifications() needs a ThemeModeProvider');
  });
});
