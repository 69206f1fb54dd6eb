import { DemoDatabase } from '@portal/api-mocks';
import { setupStore, type AppStore } from '@portal/data-access';
import { useGetInvoicePageQuery } from '@portal/invoices/data-access';
import { i18n, PageStates } from '@portal/ui-light';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Link, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Workshop } from './workshop';
import { WorkshopApp, workshopRoutes } from './workshop-app';

/** A small feature lib, as a lib's entry exports it: one list page on the real data-access hook. */
function InvoiceNumbersPage() {
  const invoices = useGetInvoicePageQuery({
    page: 1,
    per_page: 50,
    status: null,
    sort: 'issue_date',
    order: 'desc',
  });
  return (
    <PageStates
      title="Invoice numbers"
      queries={[invoices]}
      data={invoices.data?.items}
      isEmpty={(data) => data.length === 0}
      empty="No invoices"
    >
      {(data) => (
        <>
          <ul>
            {data.map((invoice) => (
              <li key={invoice.id}>{invoice.number}</li>
            ))}
          </ul>
          <Link to="/panel/pay/paypal">Pay</Link>
        </>
      )}
    </PageStates>
  );
}
const libRoutes: RouteObject[] = [
  { path: 'invoice-numbers', Component: InvoiceNumbersPage },
  { path: 'invoice-numbers/:invoiceId', Component: InvoiceNumbersPage },
];

let db: DemoDatabase;
let store: AppStore;
let workshop: Workshop;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18n.changeLanguage('en');
});
afterAll(() => server.close());

function renderWorkshop(url = '/') {
  db = new DemoDatabase();
  store = setupStore();
  workshop = new Workshop('feature-invoice-numbers', db, store);
  server.use(...workshop.handlers);
  workshop.signIn();
  const router = createMemoryRouter(workshopRoutes(libRoutes), { initialEntries: [url] });
  render(<WorkshopApp workshop={workshop} store={store} router={router} />);
  return router;
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Workshop controls' });

/** antd's button-style radios hide the input under its label: a student clicks the label. */
async function chooseMockMode(user: ReturnType<typeof userEvent.setup>, name: string) {
  const radio = within(toolbar()).getByRole('radio', { name });
  await user.click(radio.closest('label') ?? radio);
  expect(radio).toBeChecked();
}

// The first test pays for loading antd and the store on a busy CI machine; the budget is larger.
describe('the workshop', { timeout: 60_000 }, () => {
  it('opens the lib’s first page, signed in, with the toolbar and the lib’s pages', async () => {
    const router = renderWorkshop();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice numbers' })).toBeInTheDocument();
    expect(await screen.findByText('INV-000101')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/invoice-numbers');
    expect(within(toolbar()).getByText('Workshop: feature-invoice-numbers')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of this lib' });
    expect(within(pages).getByRole('link', { name: '/panel/invoice-numbers' })).toBeInTheDocument();
    expect(within(pages).getByText('/panel/invoice-numbers/:invoiceId')).toBeInTheDocument();
    expect(store.getState().session.student?.student_name).toBe('Ana Silva');
  });

  it('shows the error state when the mock fails, and the data again when it is back to normal', async () => {
    const user = userEvent.setup();
    renderWorkshop();
    await screen.findByText('INV-000101');
    await chooseMockMode(user, 'Failing');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await chooseMockMode(user, 'Normal');
    expect(await screen.findByText('INV-000101')).toBeInTheDocument();
  });

  it('shows the empty state when the mock answers empty lists', async () => {
    const user = userEvent.setup();
    renderWorkshop();
    await screen.findByText('INV-000101');
    await chooseMockMode(user, 'Empty');
    expect(await screen.findByText('No invoices')).toBeInTheDocument();
  });

  it('signs the other demo student in, whose data shows instead', async () => {
    const user = userEvent.setup();
    renderWorkshop();
    await screen.findByText('INV-000101');
    await user.click(within(toolbar()).getByRole('combobox', { name: 'Student' }));
    await user.click(await screen.findByTitle('Kenji Tanaka'));
    expect((await screen.findAllByText(/^INV-0002/)).length).toBeGreaterThan(0);
    expect(screen.queryByText('INV-000101')).not.toBeInTheDocument();
    expect(store.getState().session.student?.student_name).toBe('Kenji Tanaka');
  });

  it('switches to dark mode', async () => {
    const user = userEvent.setup();
    renderWorkshop();
    await screen.findByText('INV-000101');
    await user.click(within(toolbar()).getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    await user.click(within(toolbar()).getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it('shows the toasts the API’s answers carry, as the shell does', async () => {
    renderWorkshop();
    await screen.findByText('INV-000101');
    // As data-access queues an API answer's notification (its slice's action, by its type).
    act(() => {
      store.dispatch({
        type: 'notifications/toastQueued',
        payload: { type: 'success', message: 'Your profile was saved.', duration: 5 },
      });
    });
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
  });

  it('offers the languages the portal has, and shows the lib in the one chosen', async () => {
    const user = userEvent.setup();
    renderWorkshop();
    await screen.findByText('INV-000101');
    // Held before the switch: the toolbar's own name changes language too.
    const bar = toolbar();
    await user.click(within(bar).getByRole('combobox', { name: 'Language' }));
    expect(await screen.findByRole('option', { name: 'English' })).toBeInTheDocument();
    await user.click(await screen.findByTitle('Arabic'));
    // The workshop's own strings, downloaded when Arabic is chosen.
    expect(await within(bar).findByRole('combobox', { name: 'اللغة' })).toBeInTheDocument();
  });

  it('says so when a link leads out of the lib, with the way back', async () => {
    const user = userEvent.setup();
    renderWorkshop();
    await user.click(await screen.findByRole('link', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not in this lib' })).toBeInTheDocument();
    expect(screen.getByText(/\/panel\/pay\/paypal belongs to another lib/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the first page of feature-invoice-numbers' }));
    expect(await screen.findByText('INV-000101')).toBeInTheDocument();
  });

  it('resets the mock data', async () => {
    const user = userEvent.setup();
    renderWorkshop();
    await screen.findByText('INV-000101');
    db.createInvoice(1001, 'Extra', [{ description: 'Extra', quantity: 1, unit_price: 10 }]);
    await chooseMockMode(user, 'Slow');
    await chooseMockMode(user, 'Normal');
    expect(await screen.findByText(/^INV-0009/)).toBeInTheDocument();
    await user.click(within(toolbar()).getByRole('button', { name: 'Reset data' }));
    await screen.findByText('INV-000101');
    expect(screen.queryByText(/^INV-0009/)).not.toBeInTheDocument();
  });
});
