import { http } from 'msw';
import type { DemoDatabase } from './database';
import { paymentHandlers } from '@portal/payments/mocks';
import { documentsHandlers } from '@portal/documents/mocks';
import { profileHandlers } from '@portal/profile/mocks';
import { supportHandlers } from '@portal/support/mocks';
import {
  apiError,
  ok,
  type ResolverInfo,
  type StudentResolver,
  withAbsoluteImageUrls,
  translatedOk,
  translatorFor,
} from '@portal/mocks-core';
import {
  catalogHandlers,
  airportCarHandlers,
  orderHandlers,
  visaConsultationHandlers,
  storageHandlers,
} from '@portal/shop/mocks';
import { packagesHandlers } from '@portal/packages/mocks';
import { contentHandlers } from '@portal/content/mocks';
import { walletHandlers } from '@portal/wallet/mocks';
import { esimHandlers } from '@portal/esim/mocks';
import { travelHandlers } from '@portal/travel/mocks';
import { sponsorHandlers } from '@portal/sponsors/mocks';
import { imageHandlers } from './handlers/images';
import { authHandlers } from './handlers/auth';
import { instalmentPlanHandlers, invoiceHandlers } from '@portal/invoices/mocks';

/** Every endpoint of the API the portal calls (docs/api.md), over one in-memory database. */
export function createHandlers(db: DemoDatabase) {
  function authenticated(resolver: StudentResolver) {
    return (info: ResolverInfo) => {
      const header = info.request.headers.get('authorization') ?? '';
      const token = /^Bearer (\S+)$/.exec(header)?.[1];
      const student = token ? db.studentForAccessToken(token) : null;
      if (!student) return apiError(401, 'unauthenticated', 'Your session has expired.');
      return withAbsoluteImageUrls(resolver(info, student), info.request);
    };
  }

  return [
    // First: `*/news/:slug` would otherwise answer /images/news/<slug>.svg.
    ...imageHandlers(),
    ...authHandlers(db),

    http.get(
      '*/student_portal/profile',
      // The portal asks for the profile at start and whenever the student comes back to the tab: the moment to
      // tell them a sponsor paid.
      authenticated((_info, student) => ok(student, db.sponsors.takeNotice(student.student_id))),
    ),

    http.get(
      '*/student_portal/global_notification',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        const notice = db.currentNotification();
        return translatedOk({ ...notice, message: translate.notification(notice.message) }, translate);
      }),
    ),

    ...instalmentPlanHandlers(db, authenticated),
    ...invoiceHandlers(db, authenticated),
    ...paymentHandlers(db, authenticated),
    ...profileHandlers(db, authenticated),
    ...supportHandlers(db, authenticated),
    ...documentsHandlers(db, authenticated),
    ...catalogHandlers(db, authenticated),
    ...airportCarHandlers(db, authenticated),
    ...orderHandlers(db, authenticated),
    ...visaConsultationHandlers(db, authenticated),
    ...storageHandlers(db, authenticated),
    ...packagesHandlers(db, authenticated),
    ...contentHandlers(db, authenticated),
    ...walletHandlers(db, authenticated),
    ...esimHandlers(db, authenticated),
    ...travelHandlers(authenticated),
    ...sponsorHandlers(db, authenticated),
  ];
}
