import { http } from 'msw';
import type { DemoDatabase } from '../database';
import { apiError, ok, readJson } from '../responses';
import { validationError, type Authenticated } from './types';

/** Onboarding packs, membership plans and the student's subscriptions (spec 7: /packages/*). */
export function packagesHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const packages = db.packages;
  return [
    http.get(
      '*/packages/onboarding_packages',
      authenticated((_info, student) => ok(packages.listPacks(student.student_id))),
    ),

    http.get(
      '*/packages/membership_plans',
      authenticated(() => ok(packages.listPlans())),
    ),

    http.get(
      '*/packages/subscription',
      authenticated((_info, student) => ok(packages.listSubscriptions(student.student_id))),
    ),

    http.patch(
      '*/packages/my_subscriptions',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        if (!body) return validationError({ subscription: 'Send the change as a JSON object.' });
        const result = packages.update(student.student_id, body);
        if (result.ok) return ok(result.subscription);
        if ('notFound' in result) return apiError(404, 'not_found', 'Subscription not found.');
        return validationError(result.fields, 'This change could not be made.');
      }),
    ),
  ];
}
