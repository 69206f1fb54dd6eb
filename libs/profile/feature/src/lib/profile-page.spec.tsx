import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { updateHolds } from '@portal/ui-light';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileRoutes } from '../index';

const { db, signIn, server } = setupMockApi();

beforeAll(async () => {
  await import('./profile-page');
});

function renderProfile() {
  signIn();
  return renderRoutes(panelRoutes(profileRoutes), { url: '/panel/user' });
}

const field = (name: string) => screen.getByLabelText(name);

function profilePuts() {
  const seen: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') seen.push(request.url);
  });
  return seen;
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  if (value) {
    await user.click(field(label));
    await user.paste(value);
  }
}

// Form pages with many antd fields are slow to query in jsdom on a busy CI machine; they get a larger budget.
describe('profile page', { timeout: 45_000 }, () => {
  it('shows the student’s profile', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
    expect(field('Last name')).toHaveValue('Silva');
    expect(field('Email')).toHaveValue('demo@student.test');
    expect(field('Phone')).toHaveValue('+44 7700 900123');
    expect(field('Birthday')).toHaveValue('2003-04-18');
    expect(field('Address')).toHaveValue('12 Market Street, London');
    expect(field('Passport number')).toHaveValue('BR1234567');
    expect(field('School')).toHaveValue('City Language School');
    expect(field('School start date')).toHaveValue('2026-09-07');
    expect(field('School end date')).toHaveValue('2027-06-25');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByText('Brazil')).toBeInTheDocument();
  });

  it('saves the changes and puts the new name in the session (the header) at once', async () => {
    const user = userEvent.setup();
    const { store } = renderProfile();
    await screen.findByLabelText('First name');
    expect(updateHolds.isHeld()).toBe(false);
    await replace(user, 'First name', 'Anna');
    await replace(user, 'Alternative phone', '+351 912 345 678');
    // Unsaved changes hold an app update until they are saved.
    expect(updateHolds.isHeld()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile was saved.');
    expect(updateHolds.isHeld()).toBe(false);
    expect(store.getState().session.student?.student_name).toBe('Anna Silva');
    expect(db.findStudent(1001)?.student_alternative_phone).toBe('+351 912 345 678');
    expect(field('First name')).toHaveValue('Anna');
  });

  it('says at the field when a required field is empty or an email or phone is malformed, and sends nothing', async () => {
    const user = userEvent.setup();
    const puts = profilePuts();
    renderProfile();
    await screen.findByLabelText('First name');
    await replace(user, 'First name', '');
    await replace(user, 'Email', 'ana@');
    await replace(user, 'Phone', 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // Each field validates on its own (asynchronously): on a busy machine the messages do not arrive together, and
    // antd redraws a field's message list as the next one comes, so each is looked up again until it is there.
    for (const message of [
      'This field is required.',
      'Enter a valid email address, such as name@example.com.',
      'Enter a valid phone number, such as +44 7700 900123.',
    ])
      await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('wants a birthday in the past and a school start before its end', async () => {
    const user = userEvent.setup();
    const puts = profilePuts();
    renderProfile();
    await screen.findByLabelText('First name');
    await replace(user, 'Birthday', '2090-01-01');
    await replace(user, 'School end date', '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your birthday must be in the past.')).toBeInTheDocument();
    expect(screen.getByText('The end date must be after the start date.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('says the limit when a text is too long', async () => {
    const user = userEvent.setup();
    const puts = profilePuts();
    renderProfile();
    await screen.findByLabelText('First name');
    await replace(user, 'School', 'A'.repeat(130));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most 120 characters.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('shows the server’s field errors at the fields and keeps the edits', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/student_portal/profile', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check',
              fields: { email: 'This email is used by another student.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { store } = renderProfile();
    await screen.findByLabelText('First name');
    await replace(user, 'Email', 'taken@student.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is used by another student.')).toBeInTheDocument();
    // The focus goes to the field the server refused, not left on the button.
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveValue('taken@student.test');
    expect(store.getState().session.student?.email).toBe('demo@student.test');
  });

  it('keeps the edits when the save fails', async () => {
    const user = userEvent.setup();
    server.use(http.put('*/student_portal/profile', () => HttpResponse.json({}, { status: 500 })));
    const { store } = renderProfile();
    await screen.findByLabelText('First name');
    await replace(user, 'Address', '1 New Road, Leeds');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Your profile could not be saved. Your changes are still here; please try again.',
      ),
    ).toBeInTheDocument();
    expect(field('Address')).toHaveValue('1 New Road, Leeds');
    expect(store.getState().session.student?.student_address).toBe('12 Market Street, London');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile was saved.');
    expect(db.findStudent(1001)?.student_address).toBe('1 New Road, Leeds');
  });

  it('lets the student choose the currency of estimates, kept with the interface state', async () => {
    const user = userEvent.setup();
    const { store } = renderProfile();
    const picker = await screen.findByRole('combobox', { name: 'Show estimates in' });
    expect(store.getState().interface.estimateCountry).toBeNull();
    await user.click(picker);
    await user.click(await screen.findByTitle('Japan (JPY)'));
    expect(store.getState().interface.estimateCountry).toBe('JP');
    await user.click(picker);
    await user.click(await screen.findByTitle('Pounds only (no estimates)'));
    expect(store.getState().interface.estimateCountry).toBe('GB');
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/profile', () => HttpResponse.json({}, { status: 500 })));
    renderProfile();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
  });
});
