import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { ToastsRoot, useNotifications } from './toasts';

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
    // jsdom runs no CSS transition (yet has TransitionEvent), so antd's leave motion would never end: the
    // notification closes without motion, as it does for a student who asks their system for less.
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastsRoot>
          <Asker />
        </ToastsRoot>
      </ConfigProvider>,
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
