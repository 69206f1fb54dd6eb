import { http } from 'msw';
import {
  type MockDatabase,
  translatedOk,
  translatorFor,
  apiError,
  readJson,
  validationError,
  type Authenticated,
} from '@portal/mocks-core';
import type { PackagesStore } from './packages-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly packages: PackagesStore };

/** Onboarding packs, membership plans and the student's subscriptions (/packages/*). */
export function packagesHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const packages = db.packages;
  return [
    http.get(
      '*/packages/onboarding_packages',
      authenticated(({ request }, student) => {
        const translate = translatorFor(request);
        return translatedOk(
          packages.listPacks(student.student_id).map((pack) => translate.pack(pack)),
          translate,
        );
      }),
    ),

    http.get(
      '*/packages/membership_plans',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        return translatedOk(
          packages.listPlans().map((plan) => translate.plan(plan)),
          translate,
        );
      }),
    ),

    http.get(
      '*/packages/subscription',
      authenticated(({ request }, student) => {
        const translate = translatorFor(request);
        return translatedOk(
          packages.listSubscriptions(student.student_id).map((held) => translate.subscription(held)),
          translate,
        );
      }),
    ),

    http.patch(
      '*/packages/my_subscriptions',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        if (!body) return validationError({ subscription: 'Send the change as a JSON object.' });
        const result = packages.update(student.student_id, body);
        const translate = translatorFor(request);
        if (result.ok) return translatedOk(translate.subscription(result.subscription), translate);
        if ('notFound' in result) return apiError(404, 'not_found', 'Subscription not found.');
        return validationError(result.fields, 'This change could not be made.');
      }),
    ),
  ];
}
