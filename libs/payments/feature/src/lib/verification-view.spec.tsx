import type { PaymentRecord } from '@portal/payments/data-access';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { VerificationView } from './verification-view';
import './i18n/register';

const PAID: PaymentRecord = {
  id: 5001,
  invoice_id: 9,
  invoice_number: 'INV-000109',
  date: '2026-11-20T10:00:00Z',
  gateway: 'paypal',
  amount: 255.5,
  fee: 8.89,
  currency: 'GBP',
  status: 'completed',
  reference: 'PAY-5001',
  gateway_reference: 'PAYPAL-ORDER-7F3K9Q2M4X',
  updated_at: '2026-11-20T10:01:00Z',
};

const DESKTOP_WIDTH = window.innerWidth;
afterEach(() => {
  window.innerWidth = DESKTOP_WIDTH;
});

function showReceipt() {
  render(
    <MemoryRouter>
      <VerificationView
        state={{ phase: 'completed', payment: PAID }}
        next={null}
        onCheckAgain={() => undefined}
        onTryAgain={() => undefined}
      />
    </MemoryRouter>,
  );
  // The row (a table row) that holds a label's cell.
  return (label: string) => screen.getByText(label, { selector: 'th *' }).closest('tr');
}

describe('the receipt under "Payment received"', () => {
  it('sets each label above its value on a 360 px phone, so a reference has the whole width', () => {
    window.innerWidth = 360;
    const rowOf = showReceipt();
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    // Above: the label's row holds no value; the value is the next row's, alone in it.
    expect(rowOf('PayPal order reference')).not.toHaveTextContent('PAYPAL-ORDER-7F3K9Q2M4X');
    expect(rowOf('PayPal order reference')?.nextElementSibling).toHaveTextContent(
      /^PAYPAL-ORDER-7F3K9Q2M4X$/,
    );
    expect(rowOf('Total charged')?.nextElementSibling).toHaveTextContent(/^£264\.39$/);
  });

  it('keeps each label beside its value on a wider screen', () => {
    const rowOf = showReceipt();
    expect(rowOf('PayPal order reference')).toHaveTextContent('PAYPAL-ORDER-7F3K9Q2M4X');
  });
});
