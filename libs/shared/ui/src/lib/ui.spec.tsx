import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AntdNotifications } from './antd-notifications';
import {
  EmptyState,
  ErrorState,
  Money,
  PageHeader,
  PRIMARY_COLOR,
  ThemeModeProvider,
} from '@portal/ui-light';
import { LinkButton } from './link-button';
import { StatusFilter } from './status-filter';
import { LAYOUT_BREAKPOINTS } from '@portal/util';
import { theme } from 'antd';
import { createPortalTheme } from './theme';
import { AntdProvider } from './antd-provider';

describe('ui building blocks', () => {
  it('gives the page one level-1 heading', () => {
    render(<PageHeader title="Invoices" subtitle="All of them" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
  });

  it('sets the heading smaller under the theme’s sm breakpoint (600 px)', () => {
    const desktopWidth = window.innerWidth;
    window.innerWidth = 360;
    try {
      render(<PageHeader title="Invoices" />);
      expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toHaveStyle({ fontSize: '24px' });
    } finally {
      window.innerWidth = desktopWidth;
    }
  });

  it('offers a retry on errors', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows empty states and money in GBP', () => {
    render(
      <>
        <EmptyState title="No invoices" />
        <Money amount={1520.5} />
      </>,
    );
    expect(screen.getByText('No invoices')).toBeInTheDocument();
    expect(screen.getByText('£1,520.50')).toBeInTheDocument();
  });

  it('builds an orange theme with pill buttons, dark with the dark algorithm', () => {
    const light = createPortalTheme('light');
    const dark = createPortalTheme('dark');
    expect(light.token?.colorPrimary).toBe(PRIMARY_COLOR.light);
    expect(dark.token?.colorPrimary).toBe(PRIMARY_COLOR.dark);
    expect(light.components?.Button?.borderRadius).toBe(30);
    expect(dark.algorithm).not.toBe(light.algorithm);
  });

  it('keeps a hovered button’s or link’s text at 4.5:1 or more, on the page and on the orange', () => {
    // WCAG's relative luminance of a #rrggbb colour, and the contrast of two.
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const light = theme.getDesignToken(createPortalTheme('light'));
    for (const hover of [light.colorPrimaryHover, light.colorLinkHover]) {
      expect(contrast(hover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('switches antd’s screens at the layout breakpoints and stops its motion on request', () => {
    const token = theme.getDesignToken(createPortalTheme('light'));
    expect([token.screenSM, token.screenMD, token.screenLG, token.screenXL, token.screenXXL]).toEqual(
      Object.values(LAYOUT_BREAKPOINTS),
    );
    expect(token.screenXSMax).toBe(LAYOUT_BREAKPOINTS.sm - 1);
    expect(token.motionDurationMid).not.toBe('0s');
    expect(theme.getDesignToken(createPortalTheme('dark', { reducedMotion: true })).motionDurationMid).toBe(
      '0s',
    );
  });

  it('marks the document with the theme mode for the first paint of the next visit', () => {
    const { rerender } = render(
      <ThemeModeProvider notifications={AntdNotifications} mode="dark">
        <Button type="primary">Pay</Button>
      </ThemeModeProvider>,
    );
    expect(document.documentElement.dataset['theme']).toBe('dark');
    rerender(
      <ThemeModeProvider notifications={AntdNotifications} mode="light">
        <Button type="primary">Pay</Button>
      </ThemeModeProvider>,
    );
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it('gives antd the mode and language of the ThemeModeProvider above, through AntdProvider', () => {
    const view = (mode: 'light' | 'dark', language: 'en' | 'ar') => (
      <ThemeModeProvider notifications={AntdNotifications} mode={mode} language={language}>
        <AntdProvider>
          <Button type="primary">Pay</Button>
        </AntdProvider>
      </ThemeModeProvider>
    );
    const { rerender } = render(view('light', 'en'));
    const button = screen.getByRole('button', { name: 'Pay' });
    // The theme's class carries antd's variables; no right-to-left in English.
    expect(button).toHaveClass('ant-btn', 'css-var-portal');
    expect(button).not.toHaveClass('ant-btn-rtl');
    rerender(view('dark', 'ar'));
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveClass('ant-btn-rtl');
  });

  it('makes a link that looks like a button, followed by the router', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <LinkButton to="/next">Go on</LinkButton> },
      { path: '/next', element: <p>Next page</p> },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Go on' });
    expect(link).toHaveAttribute('href', '/next');
    await userEvent.click(link);
    expect(await screen.findByText('Next page')).toBeInTheDocument();
  });

  it('filters by status, "all" first, and says when nothing matches with the way back to all', async () => {
    const onChange = vi.fn();
    const filter = (value: 'open' | 'closed' | null, matches: number) => (
      <StatusFilter
        label="Filter by status"
        name="status"
        allLabel="All"
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        value={value}
        onChange={onChange}
        matches={matches}
        noMatch="No requests match"
        clearLabel="Show all"
      >
        <p>rows</p>
      </StatusFilter>
    );
    const { rerender } = render(filter('open', 2));
    const group = screen.getByRole('radiogroup', { name: 'Filter by status' });
    expect(within(group).getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(screen.getByText('rows')).toBeInTheDocument();
    // A page that answers slowly: the choice shows at once, while its answer is on its way.
    let answer: () => void = () => undefined;
    onChange.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    await userEvent.click(within(group).getByText('Closed'));
    expect(onChange).toHaveBeenLastCalledWith('closed');
    expect(within(group).getByRole('radio', { name: 'Closed' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Open' })).not.toBeChecked();
    await act(async () => answer());
    // The page kept its own status: once it has answered, the radios show it again.
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Open' })).toBeChecked());
    expect(within(group).getByRole('radio', { name: 'Closed' })).not.toBeChecked();
    rerender(filter('open', 2));
    expect(within(group).getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Closed' })).not.toBeChecked();
    rerender(filter('closed', 0));
    expect(within(group).getByRole('radio', { name: 'Closed' })).toBeChecked();
    expect(screen.getByText('No requests match')).toBeInTheDocument();
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    // The page's answer ("all", e.g. from the address) checks "All".
    rerender(filter(null, 2));
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(group).getByText('Open'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('open'));
    // The arrow keys choose too.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('closed'));
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
