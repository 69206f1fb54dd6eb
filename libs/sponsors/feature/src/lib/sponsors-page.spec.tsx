import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { paths } from '@portal/util';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sponsorsRoutes } from '../index';

const { db, server, signIn } = setupMockApi();

function renderSponsors(email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(sponsorsRoutes), { url: paths.sponsors() });
}

/** Types by pasting: the form's rules run the same, without a key event per letter on a slow machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function inviteFather(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, await screen.findByLabelText('Their name'), 'João Pereira');
  await fill(user, screen.getByLabelText('Their e-mail address'), 'joao@family.test');
  // Label queries: role queries walk antd's whole form, far too slow on a busy machine.
  await user.click(screen.getByLabelText('Some categories'));
  await user.click(await screen.findByLabelText('Tuition'));
  await fill(user, screen.getByLabelText('Limit (optional)'), '2000');
  await user.click(screen.getByText('Send the invitation'));
}

// The first test pays for loading antd and the store, slow on a busy CI machine: a larger budget.
describe('sponsors page', { timeout: 90_000 }, () => {
  it('invites a sponsor for tuition with a limit, and lists them as invited', async () => {
    const user = userEvent.setup();
    renderSponsors();
    // The first page to render loads antd and the store: slow on a busy machine.
    expect(
      await screen.findByText('You have not invited anyone yet.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeInTheDocument();
    await inviteFather(user);
    expect(await screen.findByText('Invitation sent to joao@family.test.')).toBeInTheDocument();
    expect(await screen.findByText('João Pereira')).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    // What was set, under its own name: not the form's "Limit (optional)".
    const entry = screen.getByRole('listitem');
    expect(within(entry).getByText('Limit').closest('td')).toHaveTextContent(/^Limit£2,000\.00$/);
    expect(within(entry).queryByText(/optional/)).toBeNull();
    expect(db.sponsors.outbox.at(-1)).toMatchObject({ to: 'joao@family.test', language: 'en' });
    expect(db.sponsors.list(1001)[0]?.invite.scope).toEqual({ kind: 'categories', categories: ['tuition'] });
  });

  it('says what is missing before sending, and the API’s refusal after', async () => {
    const user = userEvent.setup();
    renderSponsors();
    await user.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter the sponsor’s name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the sponsor’s e-mail address.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Their name'), 'Me');
    await fill(user, screen.getByLabelText('Their e-mail address'), 'demo@student.test');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A sponsor is someone else: enter their e-mail address.',
    );
  });

  it('names the limit field’s steppers in no English: it has none, the amount is typed', async () => {
    renderSponsors();
    await screen.findByLabelText('Limit (optional)');
    expect(screen.queryByRole('button', { name: /Value/ })).toBeNull();
    expect(screen.queryByLabelText(/Increase Value|Decrease Value/)).toBeNull();
  });

  it('withdraws an invitation after a confirmation that offers Cancel first, and the link stops working', async () => {
    const user = userEvent.setup();
    renderSponsors();
    await inviteFather(user);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw the invitation of João Pereira' });
    // Cancelled: the dialog opened on its safe button, and the focus comes back to Withdraw.
    await user.click(withdraw);
    let dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(withdraw).toHaveFocus());
    expect(db.sponsors.list(1001)[0]?.revoked).toBe(false);

    await user.click(withdraw);
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Their link stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('João Pereira can no longer pay for you.')).toBeInTheDocument();
    // The Withdraw button is gone: the focus is on what was done, not lost.
    await waitFor(() =>
      expect(
        screen.getByText('João Pereira can no longer pay for you.').closest('[tabindex="-1"]'),
      ).toHaveFocus(),
    );
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Resend the invitation to João Pereira' })).toBeNull(),
    );
    expect(db.sponsors.list(1001)[0]?.revoked).toBe(true);
  });

  it('resends with a new link after a confirmation', async () => {
    const user = userEvent.setup();
    renderSponsors();
    await inviteFather(user);
    const first = db.sponsors.outbox.at(-1)?.link;
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to João Pereira' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The invitation went to João Pereira again.')).toBeInTheDocument();
    expect(db.sponsors.outbox.at(-1)?.link).not.toBe(first);
  });

  it('shows an error with a retry that recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/student_portal/sponsors', () =>
        fail
          ? HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 500 })
          : undefined,
      ),
    );
    renderSponsors();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not invited anyone yet.')).toBeInTheDocument();
  });
});
