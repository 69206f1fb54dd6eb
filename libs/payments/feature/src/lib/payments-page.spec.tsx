import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paymentsRoutes } from '../index';

const { signIn, server, db } = setupMockApi();

function renderPayments() {
  signIn();
  return renderRoutes(panelRoutes(paymentsRoutes), { url: '/panel/payments' });
}

const card = (name: string) =>
  screen.getByText(name, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('payments page', () => {
  it('says who paid a payment a sponsor made', async () => {
    const stored = db.payments.create({
      student_id: 1001,
      invoice_id: 9,
      invoice_number: 'INV-000109',
      date: '2026-11-26T10:00:00Z',
      gateway: 'paypal',
      amount: 500,
      fee: 17.2,
      currency: 'GBP',
      status: 'completed',
      paid_by: 'João Pereira',
    });
    renderPayments();
    const entry = (await screen.findByText('paid by João Pereira', {}, { timeout: 15_000 })).closest(
      '[role="group"]',
    ) as HTMLElement;
    expect(within(entry).getByRole('link', { name: 'INV-000109' })).toBeInTheDocument();
    expect(stored.paid_by).toBe('João Pereira');
  });

  it('shows one timeline of every attempt, newest first, with its invoice, and the instalments', async () => {
    renderPayments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'INV-000101' });
    const history = card('Payment history');
    const attempts = within(history).getAllByRole('group');
    // The bank transfer on its way (Nov 20) is the newest; a checkout left at PayPal (Nov 4) comes next.
    expect(attempts[0]).toHaveAccessibleName('Bank transfer (TransferMate): Waiting for your bank transfer');
    expect(within(attempts[0]).getByRole('link', { name: 'INV-000106' })).toHaveAttribute(
      'href',
      '/panel/invoices/6',
    );
    expect(attempts[1]).toHaveAccessibleName('PayPal: Started');
    expect(within(attempts[1]).getByRole('link', { name: 'INV-000110' })).toBeInTheDocument();

    const tuition = within(history).getByRole('link', { name: 'INV-000101' });
    expect(tuition).toHaveAttribute('href', '/panel/invoices/1');
    const paid = tuition.closest('[role="group"]') as HTMLElement;
    expect(paid).toHaveAccessibleName('Bank transfer: Paid');
    expect(within(paid).getByText('£3,200.00')).toBeInTheDocument();
    expect(within(paid).getByText('Paid Aug 1, 2026')).toBeInTheDocument();

    const installments = card('Instalments');
    expect(within(installments).getAllByRole('link', { name: 'INV-000109' })).toHaveLength(2);
    expect(within(installments).getByText('Jan 5, 2027')).toBeInTheDocument();
    expect(within(installments).getAllByText('Due')).toHaveLength(2);
  });

  it('names each copy button by the reference it copies, so no two sound alike', async () => {
    renderPayments();
    await screen.findByRole('link', { name: 'INV-000101' });
    const names = within(card('Payment history'))
      .getAllByRole('button', { name: /^Copy/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names.length).toBeGreaterThan(3);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Copy Payment reference PAY-4001');
  });

  it('names each receipt by its payment, so no two sound alike', async () => {
    renderPayments();
    await screen.findByRole('link', { name: 'INV-000101' });
    const names = within(card('Payment history'))
      .getAllByRole('link', { name: /^Receipt of/ })
      .map((link) => link.getAttribute('aria-label'));
    expect(names.length).toBeGreaterThan(3);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(
      'Receipt of the Bank transfer payment of £3,200.00 for INV-000101 on Aug 1, 2026',
    );
  });

  it('shows a payment made in this session beside the earlier ones', async () => {
    db.payments.create({
      student_id: 1001,
      invoice_id: 7,
      invoice_number: 'INV-000107',
      date: '2026-11-22T10:00:00.000Z',
      gateway: 'paypal',
      amount: 255.5,
      fee: 8.89,
      currency: 'GBP',
      status: 'pending',
      gateway_reference: 'DEMO-ORDER-5001',
    });
    renderPayments();
    const link = await screen.findByRole('link', { name: 'INV-000107' });
    const attempt = link.closest('[role="group"]') as HTMLElement;
    expect(attempt).toHaveAccessibleName('PayPal: Waiting for confirmation');
    // What the student pays: the amount and the gateway's fee.
    expect(within(attempt).getByText('£264.39')).toBeInTheDocument();
    expect(within(attempt).getByText('DEMO-ORDER-5001')).toBeInTheDocument();
    expect(within(card('Payment history')).getAllByRole('group')[0]).toBe(attempt);
  });

  it('says when there are no payments', async () => {
    server.use(
      http.get('*/student_portal/payment', () => HttpResponse.json({ data: [] })),
      http.get('*/student_portal/recorded_payments', () => HttpResponse.json({ data: [] })),
      http.get('*/student_portal/installment', () => HttpResponse.json({ data: [] })),
    );
    renderPayments();
    expect(await screen.findByText('You have not made any payments yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/student_portal/recorded_payments', () =>
        fail ? HttpResponse.json({ error: { message: 'down' } }, { status: 500 }) : undefined,
      ),
    );
    renderPayments();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'INV-000101' })).toBeInTheDocument();
  });
});
