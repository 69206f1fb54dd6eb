import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';

const { db } = setupMockApi();
const api = 'http://api.test';

function as(email: string) {
  const student = db.accountByEmail(email)?.student;
  if (!student) throw new Error(email);
  const { access } = db.issueTokens(student.student_id);
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  return {
    get: (path: string) => fetch(`${api}${path}`, { headers }),
    send: (method: string, path: string, body: unknown) =>
      fetch(`${api}${path}`, {
        method,
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

describe('support requests API', () => {
  it('creates a request, takes a reply and lists it first; other students see none of it', async () => {
    const ana = as('demo@student.test');
    const created = await ana.send('POST', '/student_portal/student_request', {
      subject: '  Lost key  ',
      category: 'accommodation',
      message: 'I lost my room key.',
    });
    expect(created.status).toBe(201);
    const request = (await created.json()).data;
    expect(request).toMatchObject({ subject: 'Lost key', status: 'open', message_count: 1 });

    const reply = await ana.send('POST', '/student_portal/student_request_message', {
      request_id: request.id,
      message: 'Found it!',
    });
    expect((await reply.json()).data.messages.map((m: { body: string }) => m.body)).toEqual([
      'I lost my room key.',
      'Found it!',
    ]);
    const list = (await (await ana.get('/student_portal/student_requests')).json()).data;
    expect(list[0]).toMatchObject({ id: request.id, message_count: 2 });

    const kenji = as('demo2@student.test');
    expect((await kenji.get(`/student_portal/student_request/${request.id}`)).status).toBe(404);
    const foreignReply = await kenji.send('POST', '/student_portal/student_request_message', {
      request_id: request.id,
      message: 'Hi',
    });
    expect(foreignReply.status).toBe(404);
    const kenjisList = (await (await kenji.get('/student_portal/student_requests')).json()).data;
    expect(kenjisList.map((r: { subject: string }) => r.subject)).toEqual(['Visa appointment']);
  });

  it('refuses bad input with field errors', async () => {
    const ana = as('demo@student.test');
    const bad = await ana.send('POST', '/student_portal/student_request', {
      subject: 'x',
      category: 'pizza',
      message: ' ',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['category', 'message', 'subject']);
    expect((await ana.send('POST', '/student_portal/student_request', 'not json')).status).toBe(400);
    expect((await ana.get('/student_portal/student_request/abc')).status).toBe(400);
    const closed = await ana.send('POST', '/student_portal/student_request_message', {
      request_id: 3,
      message: 'Hello?',
    });
    expect(closed.status).toBe(409);
    const empty = await ana.send('POST', '/student_portal/student_request_message', {
      request_id: 1,
      message: '',
    });
    expect((await empty.json()).error.fields.message).toBe('Write a message.');
  });

  it('answers 401 without a valid token', async () => {
    expect((await fetch(`${api}/student_portal/student_requests`)).status).toBe(401);
    expect((await fetch(`${api}/student_portal/my_documents/1/file`)).status).toBe(401);
  });
});

describe('documents API', () => {
  it('serves letters, other documents and their files only to their owner', async () => {
    const ana = as('demo@student.test');
    const letters = (await (await ana.get('/student_portal/my_documents?type=letter')).json()).data;
    expect(letters.map((d: { kind: string }) => d.kind)).toEqual(['letter', 'letter']);
    const ids = (await (await ana.get('/student_portal/my_documents')).json()).data;
    expect(ids).toHaveLength(3);
    expect(ids[0].url).toBe(`${api}/student_portal/my_documents/1/file`);
    const file = await ana.get('/student_portal/my_documents/1/file');
    expect(file.headers.get('content-type')).toContain('text/plain');
    expect(await file.text()).toContain('Student ID card');
    expect((await as('demo2@student.test').get('/student_portal/my_documents/1/file')).status).toBe(404);
    expect((await ana.get('/student_portal/my_documents?type=secret')).status).toBe(400);
  });
});

describe('profile API', () => {
  it('saves valid changes and recomputes the full name', async () => {
    const ana = as('demo@student.test');
    const saved = await ana.send('PUT', '/student_portal/profile', {
      student_firstname: 'Anna',
      student_phone: '',
    });
    const student = (await saved.json()).data;
    expect(student).toMatchObject({ student_name: 'Anna Silva', student_phone: null, student_id: 1001 });
  });

  it('refuses what the form refuses, field by field, and saves nothing', async () => {
    const ana = as('demo@student.test');
    const refused = await ana.send('PUT', '/student_portal/profile', {
      student_firstname: '',
      email: 'nope',
      student_phone: 'abc',
      student_birthday: '2999-01-01',
      student_school_start_date: '2027-09-01',
      student_school_end_date: '2027-01-01',
      student_gender: 'robot',
      nationality_id: 'x',
      student_id: 5,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({
      student_firstname: 'This field is required.',
      email: 'Enter a valid email address.',
      student_phone: 'Enter a valid phone number.',
      student_birthday: 'The birthday must be in the past.',
      student_school_end_date: 'The school end date must be after the start date.',
      student_gender: 'Choose a gender.',
      nationality_id: 'Choose a nationality.',
    });
    expect(db.findStudent(1001)?.student_firstname).toBe('Ana');
  });
});
