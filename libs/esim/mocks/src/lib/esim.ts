import { http } from 'msw';
import { type MockDatabase, translatedOk, translatorFor, type Authenticated } from '@portal/mocks-core';
import type { EsimStore } from './esim-store';
import type { ShopStore } from '@portal/shop/mocks';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly esim: EsimStore; readonly shop: ShopStore };

/** The e-SIM offer (panel route hubby): the plans on sale and the student's e-SIMs with their activation. */
export function esimHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/hubby/plans',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        return translatedOk(
          db.esim.plans.map((plan) => translate.product(plan)),
          translate,
        );
      }),
    ),
    http.get(
      '*/hubby/esims',
      authenticated(({ request }, student) => {
        const translate = translatorFor(request);
        const esims = db.esim.list(student.student_id, db.shop.listOrders(student.student_id));
        return translatedOk(
          esims.map((esim) => translate.product(esim)),
          translate,
        );
      }),
    ),
  ];
}
