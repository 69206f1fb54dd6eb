import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { updateHolds } from '@portal/ui-light';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { supportRoutes } from '../index';

const { signIn, server } = setupMockApi();

function renderTicket(url: string) {
  signIn();
  return renderRoutes(panelRoutes(supportRoutes), { url });
}

const thread = () => screen.getByRole('list', { name: 'Messages' });
const replyBox = () => screen.getByRole('textbox', { name: 'Your reply' });
const ANA_REPLY_DRAFT = 'portal-draft:1001:reply:1';

// Form pages with many antd fields are slow to query in jsdom on a busy CI machine; they get a larger budget.
describe('ticket page', { timeout: 45_000 }, () => {
  it('shows the messages as a thread, who wrote each and when', async () => {
    renderTicket('/panel/tickets/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Broken heater in my room' }),
    ).toBeInTheDocument();
    // The subject comes from the API in its own direction; the browser tab names it all the same.
    expect(document.title).toBe('Broken heater in my room · Student portal');
    expect(screen.getByText('Opened Nov 2, 2026 · Accommodation')).toBeInTheDocument();
    const messages = within(thread()).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('You, Nov 2, 2026, 9:15 AM');
    expect(messages[0]).toHaveTextContent('The heater in room 4B has not worked since Sunday.');
    expect(messages[1]).toHaveTextContent('Maria (Student office), Nov 3, 2026, 2:02 PM');
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('sends a reply: it joins the thread, the box empties and the draft is gone', async () => {
    const user = userEvent.setup();
    renderTicket('/panel/tickets/1');
    await user.type(
      await screen.findByRole('textbox', { name: 'Your reply' }),
      'Wednesday suits me, thanks.',
    );
    expect(JSON.parse(window.localStorage.getItem(ANA_REPLY_DRAFT) ?? 'null')).toBe(
      'Wednesday suits me, thanks.',
    );
    // An unsent reply holds an app update until it is sent.
    expect(updateHolds.isHeld()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(thread()).findByText('Wednesday suits me, thanks.')).toBeInTheDocument();
    expect(updateHolds.isHeld()).toBe(false);
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(3);
    expect(replyBox()).toHaveValue('');
    expect(window.localStorage.getItem(ANA_REPLY_DRAFT)).toBeNull();
    // A reply to an answered request opens it again.
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('keeps a reply that failed to send in the box, with the error, and across a reload', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/student_portal/student_request_message', () => HttpResponse.json({}, { status: 503 })),
    );
    const first = renderTicket('/panel/tickets/1');
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Is anyone there?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText('Your reply could not be sent. It is still in the box; please try again.'),
    ).toBeInTheDocument();
    expect(replyBox()).toHaveValue('Is anyone there?');
    expect(within(thread()).queryByText('Is anyone there?')).not.toBeInTheDocument();

    first.unmount();
    server.resetHandlers();
    renderTicket('/panel/tickets/1');
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toHaveValue('Is anyone there?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(thread()).findByText('Is anyone there?')).toBeInTheDocument();
    expect(replyBox()).toHaveValue('');
  });

  it('keeps drafts per student and per request', async () => {
    window.localStorage.setItem('portal-draft:1002:reply:1', JSON.stringify('Kenji’s text'));
    window.localStorage.setItem('portal-draft:1001:reply:2', JSON.stringify('About the bank letter'));
    window.localStorage.setItem(ANA_REPLY_DRAFT, JSON.stringify({ not: 'text' }));
    const first = renderTicket('/panel/tickets/1');
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    first.unmount();
    renderTicket('/panel/tickets/2');
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toHaveValue('About the bank letter');
  });

  it('refuses an empty reply with a message', async () => {
    const user = userEvent.setup();
    renderTicket('/panel/tickets/2');
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Write a reply before sending.')).toBeInTheDocument();
    expect(replyBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a reply pasted past the limit, counts it and says the limit instead of cutting it', async () => {
    const user = userEvent.setup();
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    renderTicket('/panel/tickets/2');
    await user.click(await screen.findByRole('textbox', { name: 'Your reply' }));
    await user.paste('z'.repeat(5010));
    expect(replyBox()).toHaveValue('z'.repeat(5010));
    expect(screen.getByText('5010 / 5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('The message can have at most 5000 characters.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('offers no reply box on a closed request', async () => {
    renderTicket('/panel/tickets/3');
    expect(
      await screen.findByText('This request is closed. Start a new request if you need more help.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it.each([
    ['a malformed id', '/panel/tickets/abc'],
    ['an unknown id', '/panel/tickets/999'],
    ['another student’s request', '/panel/tickets/4'],
  ])('says "not found" for %s, with a way back', async (_case, url) => {
    const user = userEvent.setup();
    const { router } = renderTicket(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my requests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/support-center');
  });

  it('shows an error with a retry when the request cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/student_portal/student_request/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    renderTicket('/panel/tickets/1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Broken heater in my room' }),
    ).toBeInTheDocument();
  });
});
