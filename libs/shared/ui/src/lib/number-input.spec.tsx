import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@portal/ui-light';
import { PurchaseForm } from './purchase-form';

// A value in a right-to-left sentence comes isolated (U+2068 … U+2069), as every interpolated value does.
const named = (text: string) => (name: string) => name.replace(/[\u2068\u2069]/g, '') === text;

async function speak(language: 'en' | 'ar' | 'zh-CN') {
  await act(async () => {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  });
}

describe('number steppers', () => {
  it('name the quantity’s buttons in the student’s language, and step within the bounds', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => null);
    render(<PurchaseForm maxQuantity={2} available onAdd={onAdd} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    // antd's own steppers say "Increase Value" in every language: none of them is left.
    expect(screen.queryByRole('button', { name: /Value/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(quantity).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();

    await speak('ar');
    try {
      expect(screen.getByRole('button', { name: named('إنقاص الكمية') })).toBeEnabled();
      expect(screen.getByRole('button', { name: named('زيادة الكمية') })).toBeDisabled();
      await speak('zh-CN');
      expect(screen.getByRole('button', { name: named('减少数量') })).toBeEnabled();
    } finally {
      await speak('en');
    }
  });
});
