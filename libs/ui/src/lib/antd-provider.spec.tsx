import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProvider } from './antd-provider';
import './i18n/i18n';
import { ThemeModeProvider } from './theme-mode-provider';

function LetterForm() {
  return (
    <Form layout="vertical">
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter your name.' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="reason" label="Reason" rules={[{ max: 10 }]}>
        <Input.TextArea />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Send
      </Button>
    </Form>
  );
}

const inPortal = (children: React.ReactNode) => (
  <ThemeModeProvider mode="light">
    <AntdProvider>{children}</AntdProvider>
  </ThemeModeProvider>
);

describe('every antd form in the portal', () => {
  it('after a failed submit, puts the focus in the first invalid field, not on the button', async () => {
    const user = userEvent.setup();
    render(inPortal(<LetterForm />));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('says the limit when a text is too long', async () => {
    const user = userEvent.setup();
    render(inPortal(<LetterForm />));
    await user.click(screen.getByRole('textbox', { name: 'Reason' }));
    await user.paste('Far more than ten characters');
    expect(await screen.findByText('At most 10 characters.')).toBeInTheDocument();
  });
});

describe('antd alerts in the portal', () => {
  it('hide their icon from screen readers instead of naming it "check-circle"', () => {
    render(inPortal(<Alert type="success" showIcon title="Your profile was saved." />));
    expect(screen.queryByRole('img', { name: 'check-circle' })).not.toBeInTheDocument();
    expect(screen.getByText('Your profile was saved.')).toBeInTheDocument();
  });
});
