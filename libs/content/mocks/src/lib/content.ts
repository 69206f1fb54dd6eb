import { http } from 'msw';
import { NEWS_MAX_PAGE_SIZE, NEWS_PAGE_SIZE, type StudentBooking } from '@portal/api-contract';
import { parseId, parseSlug } from '@portal/util';
import {
  type MockDatabase,
  translatedOk,
  translatorFor,
  apiError,
  ok,
  type Authenticated,
} from '@portal/mocks-core';
import type { ContentStore } from './content-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly content: ContentStore };

/** A positive whole number from the query, its default when absent, or null when it is malformed. */
function pageNumber(raw: string | null, fallback: number): number | null {
  return raw === null ? fallback : parseId(raw);
}

const badSlug = () => apiError(400, 'invalid_slug', 'The address of this page is not valid.');

/** The dashboard's content: the banners, and the student's placement, accommodation, agent and bookings. */
function dashboardContentHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const content = db.content;
  return [
    http.get(
      '*/banners',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        return translatedOk(
          content.banners.map((banner) => translate.banner(banner)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/placement',
      authenticated(({ request }, student) => {
        const translate = translatorFor(request);
        return translatedOk(translate.placement(content.placement(student.student_id)), translate);
      }),
    ),

    http.get(
      '*/student_portal/accommodation',
      authenticated((_info, student) => ok(content.accommodation(student.student_id))),
    ),

    http.get(
      '*/student_portal/agent',
      authenticated((_info, student) => ok(content.agent(student.student_id))),
    ),

    http.get(
      '*/student_portal/bookings',
      authenticated((_info, student) =>
        ok(
          content
            .listBookings(student.student_id)
            .map(({ student_id: _owner, ...booking }): StudentBooking => ({
              ...booking,
              invoice_number:
                booking.invoice_id === null
                  ? null
                  : (db.findInvoice(student.student_id, booking.invoice_id)?.number ?? null),
            })),
        ),
      ),
    ),
  ];
}

/** News and promotions: a page of articles, an article, the offers and an offer, by slug. */
function articleHandlers({ content }: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/news',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        const query = new URL(request.url).searchParams;
        const page = pageNumber(query.get('page'), 1);
        const perPage = pageNumber(query.get('per_page'), NEWS_PAGE_SIZE);
        if (page === null || perPage === null || perPage > NEWS_MAX_PAGE_SIZE)
          return apiError(
            400,
            'invalid_page',
            `page and per_page must be whole numbers (per_page at most ${NEWS_MAX_PAGE_SIZE}).`,
          );
        return translatedOk(content.newsPage(page, perPage, translate), translate);
      }),
    ),

    http.get(
      '*/news/:slug',
      authenticated(({ params, request }) => {
        const slug = parseSlug(String(params['slug']));
        if (slug === null) return badSlug();
        const translate = translatorFor(request);
        const article = content.findNews(slug, translate);
        return article ? translatedOk(article, translate) : apiError(404, 'not_found', 'Article not found.');
      }),
    ),

    http.get(
      '*/promotions',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        return translatedOk(content.listPromotions(translate), translate);
      }),
    ),

    http.get(
      '*/promotions/:slug',
      authenticated(({ params, request }) => {
        const slug = parseSlug(String(params['slug']));
        if (slug === null) return badSlug();
        const translate = translatorFor(request);
        const promotion = content.findPromotion(slug, translate);
        return promotion
          ? translatedOk(promotion, translate)
          : apiError(404, 'not_found', 'This offer does not exist or has ended.');
      }),
    ),
  ];
}

/** The tickets sold through partners: Ingresso's events and Ventrata's attractions. */
function ticketHandlers({ content }: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/ingresso/events',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        return translatedOk(
          content.listEvents().map((event) => translate.event(event)),
          translate,
        );
      }),
    ),

    http.get(
      '*/ingresso/events/:eventId',
      authenticated(({ params, request }) => {
        const eventId = parseId(String(params['eventId']));
        if (eventId === null) return apiError(400, 'invalid_id', 'The event id must be a positive number.');
        const event = content.findEvent(eventId);
        const translate = translatorFor(request);
        return event
          ? translatedOk(translate.event(event), translate)
          : apiError(404, 'not_found', 'Event not found.');
      }),
    ),

    http.get(
      '*/ventrata/attractions',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        return translatedOk(
          content.attractions.map((attraction) => translate.attraction(attraction)),
          translate,
        );
      }),
    ),
  ];
}

/**
 * Dashboard content, news, promotions, events, attraction tickets and bookings. The shapes are
 * the contract's (libs/shared/api-contract content.ts); placement, accommodation, agent and bookings are per student.
 */
export function contentHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    ...dashboardContentHandlers(db, authenticated),
    ...articleHandlers(db, authenticated),
    ...ticketHandlers(db, authenticated),
  ];
}
