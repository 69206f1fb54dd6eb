import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { InvoiceSummary, SessionTokens, Student } from '../models';

/**
 * A minimal token-checking API for data-access's own tests. The full demo back end lives in
 * libs/api-mocks, which depends on this lib's types; using it here would make the two depend on each other.
 */
export function setupFakeBackend() {
  let counter = 0;
  const access = new Map<string, number>();
  const refresh = new Map<string, number>();

  const students: Record<number, Student> = {
    1: makeStudent(1, 'Ana', 'Silva'),
    2: makeStudent(2, 'Kenji', 'Tanaka'),
  };
  const invoices: Record<number, InvoiceSummary[]> = {
    1: [makeInvoice(1, 'INV-000101')],
    2: [makeInvoice(2, 'INV-000201')],
  };

  function issueTokens(studentId: number): SessionTokens {
    counter += 1;
    const tokens = { access: `acc_${counter}`, refresh: `ref_${counter}` };
    access.set(tokens.access, studentId);
    refresh.set(tokens.refresh, studentId);
    return tokens;
  }

  const studentFor = (request: Request) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    return access.get(token);
  };
  const unauthorized = () => HttpResponse.json({ error: { code: 'unauthenticated' } }, { status: 401 });

  const server = setupServer(
    http.post('*/auth/refresh_token', ({ request }) => {
      const studentId = refresh.get(request.headers.get('xrefreshtoken') ?? '');
      return studentId ? HttpResponse.json({ data: issueTokens(studentId) }) : unauthorized();
    }),
    http.get('*/student_portal/profile', ({ request }) => {
      const studentId = studentFor(request);
      return studentId ? HttpResponse.json({ data: students[studentId] }) : unauthorized();
    }),
    http.get('*/student_portal/invoices', ({ request }) => {
      const studentId = studentFor(request);
      return studentId ? HttpResponse.json({ data: invoices[studentId] }) : unauthorized();
    }),
  );

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    access.clear();
    refresh.clear();
  });
  afterAll(() => server.close());

  return {
    server,
    issueTokens,
    isValidAccessToken: (token: string) => access.has(token),
    expireAccessTokens: () => access.clear(),
    revokeRefreshTokens: () => refresh.clear(),
    /** Signs a student in the way the auth host does: by setting the token cookies. */
    signIn(studentId = 1): SessionTokens {
      const tokens = issueTokens(studentId);
      document.cookie = `access=${tokens.access}; path=/`;
      document.cookie = `refresh=${tokens.refresh}; path=/`;
      return tokens;
    },
  };
}

function makeStudent(id: number, first: string, last: string): Student {
  return {
    student_id: id,
    student_firstname: first,
    student_lastname: last,
    student_name: `${first} ${last}`,
    username: first.toLowerCase(),
    email: `${first.toLowerCase()}@student.test`,
    image: null,
    nationality_id: null,
    student_address: null,
    student_alternative_phone: null,
    student_birthday: null,
    student_gender: null,
    student_passport_no: null,
    student_phone: null,
    student_school: null,
    student_school_start_date: null,
    student_school_end_date: null,
  };
}

function makeInvoice(id: number, number: string): InvoiceSummary {
  return {
    id,
    number,
    description: 'Tuition',
    issue_date: '2026-09-01',
    due_date: '2026-10-01',
    amount: 100,
    amount_due: 100,
    currency: 'GBP',
    status: 'unpaid',
  };
}
