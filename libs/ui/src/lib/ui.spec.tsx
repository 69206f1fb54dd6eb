import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import './i18n/i18n';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';
import { EmptyState } from './empty-state';
import { Money } from './money';
import { PageHeader } from './page-header';
import { createPortalTheme, BRAND_ORANGE } from './theme';
import { ThemeModeProvider } from './theme-mode-provider';

describe('ui building blocks', () => {
  it('gives the page one level-1 heading', () => {
    render(<PageHeader title="Invoices" subtitle="All of them" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
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
    expect(light.token?.colorPrimary).toBe(BRAND_ORANGE);
    expect(light.components?.Button?.borderRadius).toBe(30);
    expect(dark.algorithm).not.toBe(light.algorithm);
  });

  it('marks the document with the theme mode for the first paint of the next visit', () => {
    const { rerender } = render(
      <ThemeModeProvider mode="dark">
        <Button type="primary">Pay</Button>
      </ThemeModeProvider>,
    );
    expect(document.documentElement.dataset['theme']).toBe('dark');
    rerender(
      <ThemeModeProvider mode="light">
        <Button type="primary">Pay</Button>
      </ThemeModeProvider>,
    );
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });
});
