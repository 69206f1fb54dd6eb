import { http } from 'msw';
import {
  SUPPORT_REQUEST_CATEGORIES,
  SUPPORT_REQUEST_LIMITS,
  type SupportRequestCategory,
} from '@portal/api-contract';
import { parseId } from '@portal/util';
import {
  type MockDatabase,
  apiError,
  ok,
  readJson,
  type Authenticated,
  validationError,
} from '@portal/mocks-core';
import type { SupportStore } from './support-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly support: SupportStore };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function messageError(message: string): string | null {
  if (!message) return 'Write a message.';
  if (message.length > SUPPORT_REQUEST_LIMITS.messageMax) {
    return `The message can have at most ${SUPPORT_REQUEST_LIMITS.messageMax} characters.`;
  }
  return null;
}

/** Support requests (/student_portal/student_requests): list, one request with its thread, a new request, a reply. JSON only, no attachments. */
export function supportHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/student_requests',
      authenticated((_info, student) => ok(db.support.list(student.student_id))),
    ),

    http.get(
      '*/student_portal/student_request/:requestId',
      authenticated(({ params }, student) => {
        const requestId = parseId(String(params['requestId']));
        if (requestId === null)
          return apiError(400, 'invalid_id', 'The request id must be a positive number.');
        const request = db.support.find(student.student_id, requestId);
        if (!request) return apiError(404, 'not_found', 'Request not found.');
        return ok(request);
      }),
    ),

    http.post(
      '*/student_portal/student_request',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        if (!body) return apiError(400, 'invalid_request', 'Send the request as a JSON object.');
        const subject = text(body['subject']);
        const category = text(body['category']);
        const message = text(body['message']);
        const fields: Record<string, string> = {};
        const { subjectMin, subjectMax } = SUPPORT_REQUEST_LIMITS;
        if (subject.length < subjectMin || subject.length > subjectMax) {
          fields['subject'] = `The subject needs ${subjectMin} to ${subjectMax} characters.`;
        }
        if (!(SUPPORT_REQUEST_CATEGORIES as readonly string[]).includes(category))
          fields['category'] = 'Choose a category.';
        const bodyError = messageError(message);
        if (bodyError) fields['message'] = bodyError;
        if (Object.keys(fields).length > 0) return validationError(fields);
        const created = db.support.create(student.student_id, student.student_name, {
          subject,
          category: category as SupportRequestCategory,
          message,
        });
        return ok(
          created,
          { message: 'Your request was sent.', type: 'success', autoClose: 5000 },
          { status: 201 },
        );
      }),
    ),

    http.post(
      '*/student_portal/student_request_message',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        const requestId = typeof body?.['request_id'] === 'number' ? body['request_id'] : null;
        if (!body || requestId === null || !Number.isSafeInteger(requestId) || requestId < 1) {
          return apiError(400, 'invalid_request', 'Send { request_id, message }.');
        }
        const message = text(body['message']);
        const existing = db.support.find(student.student_id, requestId);
        if (!existing) return apiError(404, 'not_found', 'Request not found.');
        if (existing.status === 'closed') return apiError(409, 'request_closed', 'This request is closed.');
        const bodyError = messageError(message);
        if (bodyError) return validationError({ message: bodyError });
        return ok(db.support.reply(student.student_id, student.student_name, requestId, message), undefined, {
          status: 201,
        });
      }),
    ),
  ];
}
