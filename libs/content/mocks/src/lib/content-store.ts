import type {
  Accommodation,
  Agent,
  Attraction,
  Banner,
  EventDetail,
  EventSummary,
  NewsArticle,
  NewsPage,
  NewsSummary,
  Placement,
  Promotion,
  PromotionDetail,
  TicketProduct,
} from '@portal/api-contract';
import {
  seedAccommodations,
  seedAgents,
  seedAttractions,
  seedBanners,
  seedBookings,
  seedEvents,
  seedNews,
  seedPlacements,
  seedPromotions,
  type StoredBooking,
} from './content-seed';
import type { ContentTranslator } from '@portal/mocks-core';

type StoredEvent = ReturnType<typeof seedEvents>[number];

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * The demo's dashboard content, news, promotions, events, attractions and bookings. News,
 * offers and events are the same for everyone; placement, accommodation, agent and bookings belong to one
 * student each.
 */
export class ContentStore {
  banners: Banner[] = [];
  news: NewsArticle[] = [];
  promotions: PromotionDetail[] = [];
  attractions: Attraction[] = [];
  private events: StoredEvent[] = [];
  private placements: ReturnType<typeof seedPlacements> = [];
  private accommodations: ReturnType<typeof seedAccommodations> = [];
  private agents: ReturnType<typeof seedAgents> = [];
  private bookings: StoredBooking[] = [];

  constructor(private readonly now: () => number) {
    this.reset();
  }

  reset(): void {
    this.banners = seedBanners();
    this.news = seedNews();
    this.promotions = seedPromotions(this.now());
    this.attractions = seedAttractions(this.now());
    this.events = seedEvents(this.now());
    // A ticket of an event that has started can no longer be bought.
    for (const event of this.events)
      if (!this.onSale(event))
        event.tickets = event.tickets.map((ticket) => ({ ...ticket, available: false }));
    this.placements = seedPlacements();
    this.accommodations = seedAccommodations();
    this.agents = seedAgents();
    this.bookings = seedBookings();
  }

  /** Every ticket product of events and attractions, for the shop's catalog to price. */
  ticketProducts(): TicketProduct[] {
    return [
      ...this.events.flatMap((event) => event.tickets),
      ...this.attractions.flatMap((attraction) => attraction.tickets),
    ];
  }

  /** Each ticket product's event or attraction, by the product's id. */
  ticketTitles(): Array<[number, string]> {
    return [
      ...this.events.flatMap((event) =>
        event.tickets.map((ticket): [number, string] => [ticket.id, event.title]),
      ),
      ...this.attractions.flatMap((attraction) =>
        attraction.tickets.map((ticket): [number, string] => [ticket.id, attraction.name]),
      ),
    ];
  }

  placement(studentId: number): Placement | null {
    return this.placements.find((record) => record.student_id === studentId)?.value ?? null;
  }

  accommodation(studentId: number): Accommodation | null {
    return this.accommodations.find((record) => record.student_id === studentId)?.value ?? null;
  }

  agent(studentId: number): Agent | null {
    return this.agents.find((record) => record.student_id === studentId)?.value ?? null;
  }

  listBookings(studentId: number): StoredBooking[] {
    return this.bookings
      .filter((booking) => booking.student_id === studentId)
      .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
  }

  /** Newest first, one page of summaries, in the asked language where the demo has it. */
  newsPage(page: number, perPage: number, translate: ContentTranslator): NewsPage {
    const sorted = [...this.news].sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id);
    const items: NewsSummary[] = sorted.slice((page - 1) * perPage, page * perPage).map((article) => {
      const { body_html: _body, author: _author, ...summary } = translate.news(article);
      return summary;
    });
    return { items, page, per_page: perPage, total: sorted.length };
  }

  findNews(slug: string, translate: ContentTranslator): NewsArticle | undefined {
    const found = this.news.find((article) => article.slug === slug);
    return found && translate.news(found);
  }

  /** Offers valid today: the featured one first, then the newest. */
  listPromotions(translate: ContentTranslator): Promotion[] {
    return this.promotions
      .filter((promotion) => this.isCurrent(promotion))
      .sort((a, b) => Number(b.featured) - Number(a.featured) || b.valid_from.localeCompare(a.valid_from))
      .map((found) => {
        const { body_html: _body, terms: _terms, redeem: _redeem, ...promotion } = translate.promotion(found);
        return promotion;
      });
  }

  /** An offer that has ended is gone, as on the list. */
  findPromotion(slug: string, translate: ContentTranslator): PromotionDetail | undefined {
    const found = this.promotions.find((promotion) => promotion.slug === slug);
    return found && this.isCurrent(found) ? translate.promotion(found) : undefined;
  }

  /** Events still to come, soonest first. */
  listEvents(): EventSummary[] {
    return this.events
      .filter((event) => this.onSale(event))
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
      .map((event) => {
        const {
          description: _d,
          venue_address: _v,
          tickets: _t,
          on_sale: _o,
          ...summary
        } = this.detail(event);
        return summary;
      });
  }

  findEvent(eventId: number): EventDetail | undefined {
    const found = this.events.find((event) => event.id === eventId);
    return found ? this.detail(found) : undefined;
  }

  private detail(event: StoredEvent): EventDetail {
    const onSale = this.onSale(event);
    const prices = event.tickets.filter((ticket) => ticket.available).map((ticket) => ticket.price);
    return {
      ...event,
      on_sale: onSale,
      price_from: prices.length ? Math.min(...prices) : null,
      sold_out: onSale && prices.length === 0,
    };
  }

  private onSale(event: StoredEvent): boolean {
    return event.starts_at > new Date(this.now()).toISOString();
  }

  private isCurrent(promotion: Promotion): boolean {
    const day = today(this.now());
    return promotion.valid_from <= day && (promotion.valid_until === null || promotion.valid_until >= day);
  }
}
