import { http } from 'msw';
import type { DemoDatabase } from './database';
import { paymentHandlers } from './handlers/payments';
import { documentsHandlers } from './handlers/documents';
import { profileHandlers } from './handlers/profile';
import { supportHandlers } from './handlers/support';
import { apiError, ok } from './responses';
import { catalogHandlers } from './handlers/catalog';
import { airportCarHandlers } from './handlers/airport-cars';
import { orderHandlers } from './handlers/orders';
import { visaConsultationHandlers } from './handlers/visa-consultation';
import { storageHandlers } from './handlers/storage';
import type { ResolverInfo, StudentResolver } from './handlers/types';
import { packagesHandlers } from './handlers/packages';
import { contentHandlers } from './handlers/content';
import { walletHandlers } from './handlers/wallet';
import { esimHandlers } from './handlers/esim';
import { travelHandlers } from './handlers/travel';
import { sponsorHandlers } from './handlers/sponsors';
import { imageHandlers } from './handlers/images';
import { withAbsoluteImageUrls } from './illustrations';
import { translatedOk, translatorFor } from './content-translations';
import { authHandlers } from './handlers/auth';
import { invoiceHandlers } from './handlers/invoices';

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
