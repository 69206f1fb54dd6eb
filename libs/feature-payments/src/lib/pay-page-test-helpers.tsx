import { useGetInvoicesQuery } from '@portal/data-access';
import { renderRoutes, setupMockApi } from '@portal/api-mocks/testing';
import { Outlet } from 'react-router';
import { paymentsRoutes } from '../index';

/** Shows an invoice's status from the invoices cache, as the list and dashboard do, beside the page under test. */
function InvoiceProbe({ invoiceId }: { invoiceId: number }) {
  const { data } = useGetInvoicesQuery();
  const invoice = data?.find((candidate) => candidate.id === invoiceId);
  return <p data-testid="probe">{invoice ? `${invoice.number}: ${invoice.status}` : 'none'}</p>;
}

export function renderPay(mock: ReturnType<typeof setupMockApi>, url: string, probeInvoiceId = 7) {
  mock.signIn();
  const requests: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const view = renderRoutes(
    [
      {
        path: '/panel',
        element: (
          <>
            <InvoiceProbe invoiceId={probeInvoiceId} />
            <Outlet />
          </>
        ),
        children: paymentsRoutes,
      },
    ],
    { url },
  );
  return { ...view, requests };
}
