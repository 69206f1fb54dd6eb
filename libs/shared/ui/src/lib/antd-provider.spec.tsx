import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AntdPageProvider } from './antd-page-provider';
import { AntdProvider } from './antd-provider';
import { AntdNotifications } from './antd-notifications';
import { PageHeader, PageStates, ThemeModeProvider } from '@portal/ui-light';
import { Pager } from './pager';
import { StatusFilter } from './status-filter';

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
  <ThemeModeProvider notifications={AntdNotifications} mode="light">
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

describe('a page inside antd’s provider', () => {
  it('draws its heading with the kit of its sections’ headings (antd’s), the first screen with the light one', () => {
    const page = (
      <PageStates title="Invoices" queries={[]} data={['one']}>
        {() => <Typography.Title level={2}>Overdue</Typography.Title>}
      </PageStates>
    );
    const { unmount } = render(
      <MemoryRouter>
        <ThemeModeProvider notifications={AntdNotifications} mode="light">
          <AntdPageProvider>{page}</AntdPageProvider>
        </ThemeModeProvider>
      </MemoryRouter>,
    );
    const kit = (level: number, name: string) =>
      screen.getByRole('heading', { level, name }).className.split(' ')[0];
    expect(kit(1, 'Invoices')).toBe('ant-typography');
    expect(kit(1, 'Invoices')).toBe(kit(2, 'Overdue'));
    unmount();
    // The first screen (no antd provider): ui's light heading.
    render(
      <MemoryRouter>
        <ThemeModeProvider notifications={AntdNotifications} mode="light">
          <PageHeader title="Welcome" />
        </ThemeModeProvider>
      </MemoryRouter>,
    );
    expect(kit(1, 'Welcome')).toBe('ui-title');
  });

  it('has its status filter and pager drawn by antd, as its table', () => {
    render(
      inPortal(
        <StatusFilter
          label="Filter by status"
          name="status"
          allLabel="All"
          options={[{ value: 'open', label: 'Open' }]}
          value={null}
          onChange={() => undefined}
          matches={30}
          noMatch="None"
          clearLabel="Show all"
        >
          <Pager current={1} total={30} pageSize={10} onChange={() => undefined} />
        </StatusFilter>,
      ),
    );
    expect(screen.getByRole('radiogroup', { name: 'Filter by status' })).toHaveClass('ant-radio-group');
    expect(screen.getByRole('radio', { name: 'Open' })).toHaveClass('ant-radio-button-input');
    expect(screen.getByRole('navigation', { name: 'Pages' }).firstElementChild).toHaveClass('ant-pagination');
  });
});
