import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { directionAround as direction, readingIn } from '@portal/ui-light/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoicesRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn('ar', () => import('./invoice-detail-page'));

describe('an invoice in Arabic', () => {
  it('isolates the IBAN, the reference and the amounts of a bank transfer left to right', async () => {
    signIn();
    renderRoutes(panelRoutes(invoicesRoutes), { url: '/panel/invoices/6' });
    // The invoice number in the heading is isolated too (the first-strong isolate around it).
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'الفاتورة \u2068INV-000106\u2069' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(direction(await screen.findByText('GB33DEMO12345612345678'))).toBe('ltr');
    for (const reference of screen.getAllByText('PAY-4003-BR')) expect(direction(reference)).toBe('ltr');
    for (const amount of screen.getAllByText('£880.00')) expect(direction(amount)).toBe('ltr');
    // A bank's name is a name: it follows its own letters.
    expect(direction(screen.getByText('Demo Bank plc'))).toBe('auto');
  }, 40_000);
});
