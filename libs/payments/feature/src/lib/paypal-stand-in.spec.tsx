import { installGatewayStandIns, removeGatewayStandIns } from '@portal/api-mocks/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface DemoPaypal {
  Buttons: (options: Record<string, unknown>) => { render: (container: HTMLElement) => Promise<void> };
}

beforeEach(() => installGatewayStandIns());
afterEach(() => {
  removeGatewayStandIns();
  document.body.innerHTML = '';
});

describe('the demo PayPal buttons', () => {
  it('cannot be pressed while a payment is being confirmed, and can again once it is', async () => {
    let confirm = () => undefined as void;
    const onApprove = vi.fn(() => new Promise<void>((resolve) => (confirm = resolve)));
    const onCancel = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    await (window as unknown as { paypal: DemoPaypal }).paypal
      .Buttons({ createOrder: () => 'ORDER-1', onApprove, onCancel })
      .render(container);
    const group = screen.getByRole('group', { name: 'PayPal (demo)' });
    const user = userEvent.setup();

    await user.click(within(group).getByRole('button', { name: 'Approve payment (demo)' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
    expect(group).toHaveAttribute('aria-busy', 'true');
    await user.click(within(group).getByRole('button', { name: 'Cancel (demo)' }));
    expect(onCancel).not.toHaveBeenCalled();

    confirm();
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Cancel (demo)' })).toBeEnabled());
    expect(group).toHaveAttribute('aria-busy', 'false');
    expect(onApprove).toHaveBeenCalledTimes(1);
  });
});
