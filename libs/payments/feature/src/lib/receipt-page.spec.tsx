import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsRoutes } from '../index';

const { signIn } = setupMockApi();

beforeAll(async () => {
  await import('./receipt-page');
}, 60_000);

function renderReceipt(paymentKey: string, email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(paymentsRoutes), { url: `/panel/payments/${paymentKey}/receipt` });
}

/** The value beside a label of the receipt's details. */
const field = (label: string) =>
  screen.getByText(label, { selector: 'th *' }).closest('th')?.nextElementSibling?.textContent;

describe('receipt page', () => {
  it('shows a completed payment’s receipt and offers its PDF', async () => {
    renderReceipt('online-31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    // The same number every time: the payment's own id.
    expect(field('Receipt number')).toBe('RCT-W-000031');
    // A reader anywhere knows which clock the time is on.
    expect(field('Paid on')).toMatch(/\d:\d\d [AP]M (Greenwich Mean|British Summer) Time$/);
    expect(field('Student')).toBe('Ana Silva');
    expect(field('Student ID')).toBe('1001');
    expect(field('Invoice')).toBe('INV-000103');
    expect(screen.getByText('DEM-2026-0901-4471')).toBeInTheDocument();
    expect(field('Amount')).toBe('£880.00');
  });

  it.each([
    ['a payment that did not complete', 'online-4002', undefined, /not completed, so it has no receipt/],
    ['another student’s payment', 'online-31', 'demo2@student.test', /not one of yours/],
    ['a malformed address', 'online-abc', undefined, /receipt address is not valid/],
  ])('says why there is no receipt for %s, with no download', async (_case, key, email, text) => {
    renderReceipt(key, email);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No receipt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your payments' })).toHaveAttribute(
      'href',
      '/panel/payments',
    );
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
