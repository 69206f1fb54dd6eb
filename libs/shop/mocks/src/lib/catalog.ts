import { http } from 'msw';
import { parseId } from '@portal/util';
import {
  translatedOk,
  translatorFor,
  apiError,
  idParam,
  type MockDatabase,
  type Authenticated,
} from '@portal/mocks-core';
import type { ShopStore } from './shop-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly shop: ShopStore };

/** The shop's and the services' catalog: categories, products, the taste card, services and additional services. */
export function catalogHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [...shopHandlers(db, authenticated), ...serviceHandlers(db, authenticated)];
}

/** The shop's categories and products, and the taste card. */
function shopHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/categories',
      authenticated(({ request }) => {
        const parent = new URL(request.url).searchParams.get('parent');
        if (parent !== 'shop' && parent !== 'service')
          return apiError(400, 'invalid_parent', 'parent must be shop or service.');
        const translate = translatorFor(request);
        return translatedOk(
          db.shop.listCategories(parent).map((category) => translate.product(category)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/products',
      authenticated(({ request }) => {
        const categoryId = idParam(new URL(request.url).searchParams.get('category_id'));
        if (categoryId === null) return apiError(400, 'invalid_id', 'category_id must be a positive number.');
        if (!db.shop.categories.some((category) => category.id === categoryId))
          return apiError(404, 'not_found', 'Category not found.');
        const translate = translatorFor(request);
        return translatedOk(
          db.shop.listProducts(categoryId).map((product) => translate.product(product)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/products/:productId',
      authenticated(({ params, request }) => {
        const productId = parseId(String(params['productId']));
        if (productId === null)
          return apiError(400, 'invalid_id', 'The product id must be a positive number.');
        const found = db.shop.findProduct(productId);
        const translate = translatorFor(request);
        return found
          ? translatedOk(translate.product(found), translate)
          : apiError(404, 'not_found', 'Product not found.');
      }),
    ),

    http.get(
      '*/student_portal/taste-card',
      authenticated(({ request }) => {
        const card = db.shop.tasteCard();
        const translate = translatorFor(request);
        return card
          ? translatedOk(translate.tasteCard(card), translate)
          : apiError(404, 'not_found', 'The taste card is not offered right now.');
      }),
    ),
  ];
}

/** The services, and the additional services offered with an invoice. */
function serviceHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/service',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        return translatedOk(
          db.shop.services.map((service) => translate.service(service)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/additional_services',
      authenticated(({ request }, student) => {
        const query = new URL(request.url).searchParams;
        const invoiceId = idParam(query.get('invoice_id'));
        const type = query.get('type');
        const rawCategory = query.get('category_id');
        const categoryId = rawCategory === null ? undefined : idParam(rawCategory);
        if (invoiceId === null || (type !== '0' && type !== '1') || categoryId === null) {
          return apiError(
            400,
            'invalid_request',
            'invoice_id, type (0 or 1) and an optional category_id are required.',
          );
        }
        if (!db.findInvoice(student.student_id, invoiceId))
          return apiError(404, 'not_found', 'Invoice not found.');
        const translate = translatorFor(request);
        if (type === '0')
          return translatedOk(
            db.shop.additionalServiceCategories.map((category) => translate.service(category)),
            translate,
          );
        if (
          categoryId !== undefined &&
          !db.shop.additionalServiceCategories.some((category) => category.id === categoryId)
        ) {
          return apiError(404, 'not_found', 'Category not found.');
        }
        return translatedOk(
          db.shop.listAdditionalServices(invoiceId, categoryId).map((service) => translate.service(service)),
          translate,
        );
      }),
    ),
  ];
}
