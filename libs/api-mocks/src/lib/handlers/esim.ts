import { http } from 'msw';
import type { DemoDatabase } from '../database';
import { ok } from '../responses';
import type { Authenticated } from './types';

/** The e-SIM offer (panel route hubby): the plans on sale and the student's e-SIMs with their activation. */
export function esimHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/hubby/plans',
      authenticated(() => ok(db.esim.plans)),
    ),
    http.get(
      '*/hubby/esims',
      authenticated((_info, student) =>
        ok(db.esim.list(student.student_id, db.shop.listOrders(student.student_id))),
      ),
    ),
  ];
}
