import { http } from 'msw';
import { VISA_CONSULTATION_TOPICS, type VisaConsultationTopic } from '@portal/api-contract';
import { isValidPhone, PHONE_MAX } from '@portal/util';
import {
  apiError,
  ok,
  readJson,
  boundedText,
  type MockDatabase,
  type Authenticated,
} from '@portal/mocks-core';
import type { ShopStore } from './shop-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly shop: ShopStore };

/** A request for a visa consultation. */
export function visaConsultationHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.post(
      '*/student_portal/visa_consultation',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        const topic = body?.['topic'];
        const phone = boundedText(body?.['phone'], PHONE_MAX);
        const message = boundedText(body?.['message'], 1000);
        const date = body?.['preferred_date'];
        const dates = db.shop.checkStorageDates(date, '9999-12-31');
        if (typeof topic !== 'string' || !(VISA_CONSULTATION_TOPICS as readonly string[]).includes(topic)) {
          return apiError(400, 'invalid_topic', 'Choose what the consultation is about.', true);
        }
        if (!dates.ok) return apiError(400, 'invalid_date', 'Choose a date from today on.', true);
        if (!phone || !isValidPhone(phone))
          return apiError(400, 'invalid_phone', 'Give a phone number we can call.', true);
        if (message === null) return apiError(400, 'invalid_message', 'The message is too long.', true);
        return ok(
          db.shop.requestConsultation(student.student_id, {
            topic: topic as VisaConsultationTopic,
            preferred_date: date as string,
            phone,
            message,
          }),
          { message: 'Your consultation request was sent.', type: 'success', autoClose: 5000 },
        );
      }),
    ),
  ];
}
