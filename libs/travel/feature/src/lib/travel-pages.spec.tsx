import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { travelRoutes } from '../index';

const mock = setupMockApi();
const { server } = mock;

function renderPage(url: string, email?: string) {
  mock.signIn(email);
  const view = renderRoutes(panelRoutes(travelRoutes), {
    url,
    extraRoutes: [markerRoute('/panel/dashboard', 'Dashboard'), markerRoute('/panel/letters', 'Letters')],
  });
  return { ...view, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('bank account page', { timeout: 60_000 }, () => {
  it('says what is needed and shows the partner’s application page in the frame', async () => {
    renderPage('/panel/bank-account');
    await heading('UK bank account');
    const needs = await screen.findByRole('list', { name: 'What you need' });
    expect(within(needs).getAllByRole('listitem')).toHaveLength(4);
    expect(within(needs).getByText('Your passport')).toBeInTheDocument();
    // Straight to the request that asks for it, not to the list of letters already written.
    expect(within(needs).getByRole('link', { name: 'Ask for a bank letter' })).toHaveAttribute(
      'href',
      '/panel/create-ticket?letter=bank',
    );
    expect(screen.getByRole('heading', { name: 'Apply with Thames Student Bank' })).toBeInTheDocument();
    const frame = screen.getByTitle('Thames Student Bank application');
    expect(frame).toHaveAttribute('src', 'http://localhost:3333/demo-partners/bank/apply?ref=student-portal');
    expect(frame).toHaveAttribute('sandbox');
    expect(screen.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
      'href',
      'http://localhost:3333/demo-partners/bank/apply?ref=student-portal',
    );
  });

  it('refuses a partner address off the allow-list instead of framing it', async () => {
    server.use(
      http.get('*/student_portal/bank_account', () =>
        HttpResponse.json({
          data: {
            partner_name: 'Other Bank',
            summary: 'x',
            requirements: [],
            application_url: 'https://other-bank.example/apply',
          },
        }),
      ),
    );
    renderPage('/panel/bank-account');
    await heading('UK bank account');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'other-bank.example is not one of the portal’s partner sites.',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/student_portal/bank_account', () =>
        fail ? HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 404 }) : undefined,
      ),
    );
    const { user } = renderPage('/panel/bank-account');
    await heading('UK bank account');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Thames Student Bank application')).toBeInTheDocument();
  });
});

describe('flight ticket page', { timeout: 60_000 }, () => {
  it('shows Ana’s flights and the partner’s search page', async () => {
    renderPage('/panel/flight-ticket');
    await heading('Flight tickets');
    const flights = await screen.findByRole('list', { name: 'Your flights' });
    const [arrival, departure] = within(flights).getAllByRole('listitem') as HTMLElement[];
    expect(arrival).toHaveTextContent('Arrival');
    expect(arrival).toHaveTextContent('TAP Air Portugal TP1350');
    expect(arrival).toHaveTextContent('LIS Lisbon → LHR London');
    expect(arrival).toHaveTextContent('Departs Aug 30, 2026 07:05');
    expect(arrival).toHaveTextContent('Booking reference QX7P2L');
    expect(departure).toHaveTextContent('Changed');
    expect(screen.getByTitle('SkyRoute Student Travel flight search')).toHaveAttribute(
      'src',
      'http://localhost:3333/demo-partners/flights/search',
    );
  });

  it('says when there are no flights on record', async () => {
    renderPage('/panel/flight-ticket', 'demo2@student.test');
    await heading('Flight tickets');
    expect(await screen.findByText(/No flights on record yet/)).toBeInTheDocument();
    expect(screen.getByTitle('SkyRoute Student Travel flight search')).toBeInTheDocument();
  });
});

describe('portal tour', { timeout: 120_000 }, () => {
  it('walks through the menu groups and ends on the dashboard', async () => {
    const { user } = renderPage('/panel/demo');
    await heading('Portal tour');
    expect(screen.getByRole('heading', { level: 2, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute('href', '/panel/wallet');
    for (let step = 2; step < 8; step++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Travel & banking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the bank account page' })).toHaveAttribute(
      'href',
      '/panel/bank-account',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });
});
