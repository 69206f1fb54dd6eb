import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { updateHolds } from '@portal/ui-light';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportRoutes } from '../index';

const { signIn, server } = setupMockApi();

// The pages load lazily; transforming them once up front keeps that cost out of each test's time.
beforeAll(async () => {
  await Promise.all([import('./new-request-page'), import('./ticket-page')]);
});
const DRAFT = 'portal-draft:1001:new-request';

function renderForm(url = '/panel/create-ticket') {
  signIn();
  return renderRoutes(panelRoutes(supportRoutes), { url });
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Subject'));
  await user.paste('Wi-Fi in the common room');
  await user.click(screen.getByLabelText('Accommodation'));
  await user.click(screen.getByLabelText('Message'));
  await user.paste('The Wi-Fi drops every evening.');
}

// Form pages with many antd fields are slow to query in jsdom on a busy CI machine; they get a larger budget.
describe('new request page', { timeout: 45_000 }, () => {
  it('sends a request and lands on it', async () => {
    const user = userEvent.setup();
    const { router } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'New request' })).toBeInTheDocument();
    expect(updateHolds.isHeld()).toBe(false);
    await fillIn(user);
    // Unsent text holds an app update; the request sent, nothing is held any more.
    expect(updateHolds.isHeld()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wi-Fi in the common room' }),
    ).toBeInTheDocument();
    expect(updateHolds.isHeld()).toBe(false);
    expect(router.state.location.pathname).toBe('/panel/tickets/5');
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getByText('The Wi-Fi drops every evening.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });

  it('is also served under /request', async () => {
    renderForm('/panel/request');
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toBeInTheDocument();
  });

  it('asks for a bank letter when it comes from "Ask for a bank letter", and sends it', async () => {
    const user = userEvent.setup();
    const { router } = renderForm('/panel/create-ticket?letter=bank');
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Bank letter');
    expect(screen.getByRole('radio', { name: 'Documents' })).toBeChecked();
    expect(field('Message')).toHaveValue(
      'Please write me a bank letter that confirms my course and my UK address, so that I can open a UK bank account.',
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank letter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/tickets/5');
  });

  it('ignores a letter it does not know in the address', async () => {
    renderForm('/panel/create-ticket?letter=%3Cscript%3E');
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Documents' })).not.toBeChecked();
  });

  it('says at each field what is missing or wrong', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Write a subject.')).toBeInTheDocument();
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    await user.type(field('Subject'), 'Hi');
    expect(await screen.findByText('The subject needs 3 to 120 characters.')).toBeInTheDocument();
  });

  // A paste past a limit was cut without a word: it is kept, counted past the limit, and the field says the limit.
  it('says the limits it states when a paste goes past them, and counts both fields', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('textbox', { name: 'Subject' }));
    await user.paste('x'.repeat(140));
    expect(field('Subject')).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140 / 120')).toBeInTheDocument();
    expect(await screen.findByText('The subject needs 3 to 120 characters.')).toBeInTheDocument();
    expect(screen.getByText('0 / 5000')).toBeInTheDocument();
    await user.click(field('Message'));
    await user.paste('y'.repeat(5010));
    expect(screen.getByText('5010 / 5000')).toBeInTheDocument();
    expect(await screen.findByText('The message can have at most 5000 characters.')).toBeInTheDocument();
  });

  it('shows the server’s field errors at the fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/student_portal/student_request', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the fields',
              fields: { subject: 'This subject is already used.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This subject is already used.')).toBeInTheDocument();
    // The focus goes to the refused field, not left on the button.
    await waitFor(() => expect(field('Subject')).toHaveFocus());
    expect(field('Subject')).toHaveValue('Wi-Fi in the common room');
  });

  it('keeps the text when sending fails, and across a reload', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/student_portal/student_request', () => HttpResponse.error()));
    const first = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Your request could not be sent. Your text is still here; please try again.'),
    ).toBeInTheDocument();
    expect(field('Message')).toHaveValue('The Wi-Fi drops every evening.');

    first.unmount();
    renderForm();
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Wi-Fi in the common room');
    expect(field('Message')).toHaveValue('The Wi-Fi drops every evening.');
    expect(screen.getByRole('radio', { name: 'Accommodation' })).toBeChecked();
  });

  it('ignores a tampered draft', async () => {
    window.localStorage.setItem(DRAFT, JSON.stringify({ subject: 42, category: 'hacking', message: 'kept' }));
    renderForm();
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(field('Message')).toHaveValue('kept');
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });
});
