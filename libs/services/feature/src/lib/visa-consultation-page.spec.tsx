import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { servicesRoutes } from '../index';
import { isoInDays } from '@portal/util';

const { signIn, server } = setupMockApi();

function renderVisa() {
  signIn();
  return renderRoutes(panelRoutes(servicesRoutes), { url: '/panel/services/visa_consultation' });
}

describe('visa consultation', () => {
  it('says what it offers and sends a valid request, then confirms it', async () => {
    const user = userEvent.setup();
    renderVisa();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visa and immigration consultation' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Extending your visa or changing your course').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Extending your visa or changing your course' }));
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: isoInDays(5) } });
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('+44 7700 900123');
    await user.click(screen.getByLabelText('Anything we should know (optional)'));
    await user.paste('My visa ends in March.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    expect(screen.getByText(/Your reference is VC-7001/)).toBeInTheDocument();
    // The success icon is decorative, not read out as "check-circle".
    expect(screen.queryByRole('img', { name: 'check-circle' })).not.toBeInTheDocument();
  });

  it('validates the form before sending', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') seen.push(request.url);
    });
    renderVisa();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose what the consultation is about.')).toBeInTheDocument();
    expect(screen.getByText('Choose a preferred date.')).toBeInTheDocument();
    expect(screen.getByText('Give a phone number we can call.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: isoInDays(-2) } });
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    expect(await screen.findByText('Choose a date from today on.')).toBeInTheDocument();
    expect(
      await screen.findByText('Use digits, spaces, + ( ) and - only, at least 6 digits.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('says when the request could not be sent', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/student_portal/visa_consultation', () => HttpResponse.json({}, { status: 500 })));
    renderVisa();
    await user.click(await screen.findByRole('radio', { name: 'Working during and after your studies' }));
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: isoInDays(3) } });
    await user.type(screen.getByLabelText('Phone number'), '07700900123');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('The request could not be sent. Check the form and try again.'),
    ).toBeInTheDocument();
  });
});
