import type {
  Accommodation,
  Agent,
  Attraction,
  Banner,
  EventDetail,
  NewsArticle,
  Placement,
  PromotionDetail,
  StudentBooking,
  TicketProduct,
} from '@portal/api-contract';
import {
  articleImage,
  HOSTILE_ARTICLE_SLUG,
  imagePath,
  inlinePicture,
  PHISHING_MAIL,
} from '@portal/mocks-core';
import { product } from '@portal/shop/mocks';

export function seedBanners(): Banner[] {
  return [
    {
      id: 1,
      title: 'Welcome to London!',
      text: 'Boat parties, theatre nights and walking tours: see what is on this month.',
      image: imagePath('banners', 'whats-on'),
      link: '/panel/events',
      link_label: 'See the events',
    },
    {
      id: 2,
      title: 'Your first month at the gym is free',
      text: 'Riverside Gym welcomes students with a free first month.',
      image: imagePath('banners', 'gym-offer'),
      link: '/panel/promotions/riverside-gym-first-month-free',
      link_label: 'Get the offer',
    },
    {
      id: 3,
      title: 'Getting around the city',
      text: 'Plan your journeys with the official transport planner.',
      image: imagePath('banners', 'getting-around'),
      link: 'https://tfl.gov.uk/plan-a-journey/',
      link_label: 'Open the journey planner',
    },
    {
      // The survey host speaks plain http: the portal does not follow it and shows the banner without a link.
      id: 4,
      title: 'Tell us about your first weeks',
      text: 'Five questions about your arrival, your room and your course.',
      image: imagePath('banners', 'arrival-survey'),
      link: 'http://survey.example/arrival',
      link_label: 'Answer the survey',
    },
  ];
}

interface StayRecord<T> {
  student_id: number;
  value: T;
}

export function seedPlacements(): Array<StayRecord<Placement>> {
  return [
    {
      student_id: 1001,
      value: {
        id: 501,
        school: 'City Language School',
        campus_address: '45 Russell Square, London WC1B 4JA',
        course: 'General English',
        level: 'Upper-Intermediate (B2)',
        lessons_per_week: 20,
        start_date: '2026-09-07',
        end_date: '2027-06-25',
      },
    },
    {
      student_id: 1002,
      value: {
        id: 502,
        school: 'Riverside College',
        campus_address: '8 Riverside Walk, London SE1 9PP',
        course: 'Business English and IELTS preparation',
        level: 'Intermediate (B1)',
        lessons_per_week: 28,
        start_date: '2026-10-01',
        end_date: '2027-03-31',
      },
    },
  ];
}

export function seedAccommodations(): Array<StayRecord<Accommodation>> {
  return [
    {
      student_id: 1001,
      value: {
        id: 601,
        type: 'residence',
        name: 'Riverside Residence',
        address: '12 Market Street, London E1 6AN',
        room: 'Single en-suite, room 214 (2nd floor)',
        board: 'Self-catered',
        check_in: '2026-09-05',
        check_out: '2027-06-27',
        contact_phone: '+44 20 7946 0110',
      },
    },
    {
      student_id: 1002,
      value: {
        id: 602,
        type: 'homestay',
        name: 'Homestay with the Patel family',
        address: '27 Elm Grove, London SE15 5DE',
        room: 'Single room, shared bathroom',
        board: 'Half board',
        check_in: '2026-09-29',
        check_out: '2027-04-02',
        contact_phone: '+44 20 7946 0388',
      },
    },
  ];
}

export function seedAgents(): Array<StayRecord<Agent>> {
  return [
    {
      student_id: 1001,
      value: {
        id: 701,
        name: 'Maria Oliveira',
        company: 'BrightPath Study Abroad',
        email: 'maria.oliveira@brightpath.example',
        phone: '+55 11 91234-5678',
        whatsapp: '+55 11 91234-5678',
        website: 'https://brightpath.example',
      },
    },
    {
      student_id: 1002,
      value: {
        id: 702,
        name: 'Hiroshi Sato',
        company: 'Sakura Ryugaku Center',
        email: 'h.sato@sakura-ryugaku.example',
        phone: '+81 3-1234-5678',
        whatsapp: null,
        website: 'https://sakura-ryugaku.example',
      },
    },
  ];
}

export type StoredBooking = Omit<StudentBooking, 'invoice_number'> & { student_id: number };

const booking = (
  student_id: number,
  id: number,
  fields: Omit<StoredBooking, 'student_id' | 'id'>,
): StoredBooking => ({ student_id, id, ...fields });

/** Ana's bookings (student 1001): they name her seeded invoices, ids 1 to 12. */
function anaBookings(): StoredBooking[] {
  return [
    booking(1001, 801, {
      reference: 'ACC-2026-0412',
      kind: 'accommodation',
      title: 'Riverside Residence, single en-suite',
      details: 'Room 214, self-catered, 42 weeks',
      start_date: '2026-09-05',
      end_date: '2027-06-27',
      status: 'confirmed',
      invoice_id: 2,
    }),
    booking(1001, 802, {
      reference: 'CRS-2026-1187',
      kind: 'course',
      title: 'General English, Upper-Intermediate (B2)',
      details: 'City Language School, 20 lessons a week',
      start_date: '2026-09-07',
      end_date: '2027-06-25',
      status: 'confirmed',
      invoice_id: 1,
    }),
    booking(1001, 803, {
      reference: 'APT-2026-0231',
      kind: 'airport_pickup',
      title: 'Heathrow pickup',
      details: 'Flight BA247, 1 passenger, saloon car',
      start_date: '2026-09-05',
      end_date: null,
      status: 'completed',
      invoice_id: 5,
    }),
    booking(1001, 804, {
      reference: 'SRV-2026-0954',
      kind: 'service',
      title: 'Weekly room cleaning',
      details: 'Every Wednesday',
      start_date: '2026-09-09',
      end_date: '2026-12-16',
      status: 'confirmed',
      invoice_id: 6,
    }),
    booking(1001, 805, {
      reference: 'EVT-2026-0077',
      kind: 'event',
      title: 'Welcome Week boat party',
      details: '1 standard ticket',
      start_date: '2026-09-12',
      end_date: null,
      status: 'completed',
      invoice_id: 12,
    }),
    booking(1001, 806, {
      reference: 'CRS-2026-1402',
      kind: 'course',
      title: 'Cambridge C1 Advanced exam',
      details: 'Written papers and speaking test',
      start_date: '2026-12-05',
      end_date: '2026-12-06',
      status: 'pending',
      invoice_id: 7,
    }),
    booking(1001, 807, {
      reference: 'APT-2026-0388',
      kind: 'airport_pickup',
      title: 'Gatwick drop-off',
      details: 'Cancelled at the student’s request',
      start_date: '2026-12-19',
      end_date: null,
      status: 'cancelled',
      invoice_id: null,
    }),
  ];
}

/** Kenji's bookings (student 1002): they name his seeded invoices, ids 13 to 17. */
function kenjiBookings(): StoredBooking[] {
  return [
    booking(1002, 811, {
      reference: 'ACC-2026-0533',
      kind: 'accommodation',
      title: 'Homestay with the Patel family',
      details: 'Single room, half board',
      start_date: '2026-09-29',
      end_date: '2027-04-02',
      status: 'confirmed',
      invoice_id: 14,
    }),
    booking(1002, 812, {
      reference: 'CRS-2026-1290',
      kind: 'course',
      title: 'Business English and IELTS preparation',
      details: 'Riverside College, 28 lessons a week',
      start_date: '2026-10-01',
      end_date: '2027-03-31',
      status: 'confirmed',
      invoice_id: 13,
    }),
    booking(1002, 813, {
      reference: 'SRV-2026-1033',
      kind: 'service',
      title: 'Visa letter courier',
      details: 'Tracked delivery to the embassy',
      start_date: '2026-11-12',
      end_date: null,
      status: 'pending',
      invoice_id: 17,
    }),
  ];
}

/** Bookings name the seeded invoices billing them (seed.ts): Ana's are ids 1 to 12, Kenji's 13 to 17. */
export function seedBookings(): StoredBooking[] {
  return [...anaBookings(), ...kenjiBookings()];
}

const article = (
  id: number,
  slug: string,
  title: string,
  published_at: string,
  category: string | null,
  summary: string,
  body_html: string,
): NewsArticle => ({
  id,
  slug,
  title,
  summary,
  image: imagePath('news', slug),
  category,
  published_at,
  author: 'Student Services team',
  body_html,
});

export function seedNews(): NewsArticle[] {
  return [
    article(
      1,
      'winter-closing-dates',
      'Winter closing dates for the student office',
      '2026-11-20',
      'Student office',
      'The office closes from 24 December to 1 January. Emergency contacts inside.',
      `<p>The student office is closed from <strong>24 December</strong> to <strong>1 January</strong>. Residences stay open and reception desks keep their usual hours.</p>
<p>If something urgent happens while we are closed, call the emergency line printed on your residence key card, or open a request in the <a href="/panel/support-center">support centre</a> and we will answer on 2 January.</p>`,
    ),
    article(
      2,
      HOSTILE_ARTICLE_SLUG,
      'Phishing alert: fake payment e-mails',
      '2026-11-16',
      'Safety',
      'Some students received e-mails asking them to pay invoices on a fake site. Here is how to spot them.',
      `<p>Several students have received e-mails that look like ours and ask them to pay an invoice on another website. <strong>We never ask you to pay anywhere but in this portal.</strong></p>
<p>This is what one of those e-mails contained:</p>
${PHISHING_MAIL}
<p>If you get one, do not click anything. Report it through the <a href="/panel/support-center">support centre</a> and read the <a href="https://www.ncsc.gov.uk/collection/phishing-scams">National Cyber Security Centre's advice on phishing</a>.</p>`,
    ),
    article(
      3,
      'christmas-market-trip',
      'Join our trip to the Winter Wonderland market',
      '2026-11-10',
      'Events',
      'A student evening at the Christmas market, with a discounted entry and hot drinks on us.',
      `<p>On 11 December we go to the Winter Wonderland market in Hyde Park together. Meet at 6 pm at the Marble Arch entrance.</p>
${articleImage('Winter market')}
<p>Tickets are in the <a href="/panel/events">events</a> section; the first hot drink is on us.</p>`,
    ),
    article(
      4,
      'exam-registration-deadline',
      'Cambridge exam registration closes on 1 December',
      '2026-11-03',
      'Courses',
      'Register for the December Cambridge exams before the deadline.',
      `<p>If you want to take a Cambridge English exam in December, register by <strong>1 December</strong>. Your teacher can tell you which level suits you.</p>
<ul><li>B2 First: £195</li><li>C1 Advanced: £210</li><li>C2 Proficiency: £225</li></ul>
<p>The fee is added to your invoices once you register.</p>`,
    ),
    article(
      5,
      'clocks-go-back',
      'The clocks go back this weekend',
      '2026-10-22',
      null,
      'Sunday 25 October at 2 am the clocks go back one hour.',
      '<p>British Summer Time ends on Sunday 25 October: at 2 am the clocks go back to 1 am. Phones change by themselves; check your alarm clock.</p>',
    ),
    article(
      6,
      'student-discount-card',
      'Your student discount card is ready',
      '2026-10-05',
      'Student office',
      'Pick up your discount card at reception and save in hundreds of shops.',
      `<p>Student discount cards are ready for everyone who arrived in September. Bring your passport to reception to collect yours.</p>
<p>See the <a href="/panel/promotions">offers</a> for what it gets you, or the partners' own pages such as <a href="https://www.totum.com/">TOTUM</a>.</p>`,
    ),
    article(
      7,
      'getting-a-national-insurance-number',
      'Working part-time? Apply for a National Insurance number',
      '2026-09-21',
      'Living in London',
      'Students allowed to work need a National Insurance number. It takes a few weeks, so apply early.',
      `<p>If your visa allows you to work up to 20 hours a week, you need a National Insurance number before your first pay day.</p>
<p>Apply online on <a href="https://www.gov.uk/apply-national-insurance-number">GOV.UK</a>. You will need your passport and your biometric residence permit. It usually takes two to four weeks.</p>
<p>Questions? Ask the student office or open a <a href="/panel/create-ticket">new request</a>.</p>`,
    ),
    article(
      8,
      'welcome-week-recap',
      'Welcome Week in pictures',
      '2026-09-14',
      'Events',
      'Over 300 new students joined the boat party, the city tour and the quiz night.',
      `<p>Thank you to everyone who came to Welcome Week! Over 300 of you joined the boat party on the Thames, the city walking tour and the quiz night.</p>
${articleImage('Boat party')}
${articleImage('Quiz night')}
<p>More events are coming every month.</p>`,
    ),
    article(
      9,
      'opening-your-bank-account',
      'Opening a UK bank account',
      '2026-09-02',
      'Living in London',
      'What you need to open a bank account, and which banks offer student accounts.',
      `<p>To open a UK bank account you usually need your passport, your visa and a letter confirming your address and course. You can ask for that letter in <a href="/panel/letters">Letters</a>.</p>
<p>Several banks offer accounts to international students; some let you open one in their app before you arrive.</p>`,
    ),
  ];
}

const DAY_MS = 86_400_000;
const isoDay = (now: number, days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

/** The offers; validity is dated from `now`, so the demo always has current offers (and one that has ended). */
export function seedPromotions(now: number): PromotionDetail[] {
  return [...currentOffers(now), endedOffer(now)];
}

function currentOffers(now: number): PromotionDetail[] {
  return [
    {
      id: 1,
      slug: 'riverside-gym-first-month-free',
      title: 'Your first month at Riverside Gym is free',
      partner: 'Riverside Gym',
      summary: 'Join Riverside Gym with your student card and pay nothing for the first month.',
      discount: 'First month free',
      image: imagePath('promotions', 'riverside-gym-first-month-free'),
      category: 'Sport',
      valid_from: isoDay(now, -80),
      valid_until: isoDay(now, 70),
      featured: true,
      body_html: `<p>Riverside Gym has three sites in central London, open from 6 am to 11 pm, with classes, a pool and a sauna.</p>
<p>Students of our schools join without the joining fee and <strong>pay nothing for the first month</strong>. See the timetable on <a href="https://riverside-gym.example/timetable">their website</a>.</p>`,
      terms: [
        'For students with a valid student card.',
        'A 3-month minimum membership applies after the free month.',
        'One free month per student.',
      ],
      redeem: {
        method: 'code',
        code: 'STUDENTGYM26',
        instructions: 'Enter the code when you join online or show it at reception.',
      },
    },
    {
      id: 2,
      slug: 'city-cinema-tuesday-tickets',
      title: '£5 cinema tickets every Tuesday',
      partner: 'City Cinema',
      summary: 'Any film, any seat, every Tuesday.',
      discount: '£5 tickets',
      image: imagePath('promotions', 'city-cinema-tuesday-tickets'),
      category: 'Going out',
      valid_from: isoDay(now, -82),
      valid_until: null,
      featured: false,
      body_html:
        '<p>City Cinema has five screens in Soho and shows films in their original language with English subtitles.</p>',
      terms: ['Tuesdays only, not on public holidays.', 'Not valid for premium or 3D screenings.'],
      redeem: {
        method: 'in_store',
        instructions: 'Show your student card at the box office when you buy your ticket.',
      },
    },
    {
      id: 3,
      slug: 'foyle-and-page-books-15-off',
      title: '15% off course books',
      partner: 'Foyle & Page Books',
      summary: 'Save on course books, dictionaries and exam preparation.',
      discount: '15% off',
      image: imagePath('promotions', 'foyle-and-page-books-15-off'),
      category: 'Study',
      valid_from: isoDay(now, -100),
      valid_until: isoDay(now, 38),
      featured: false,
      body_html: `<p>Foyle &amp; Page stocks every book on our course lists.</p>
<img src="${inlinePicture('bookshop')}" width="640" height="360" alt="The bookshop on Charing Cross Road">
<p>The discount is applied automatically when you shop through the student page.</p>`,
      terms: [
        'Course books, dictionaries and exam preparation only.',
        'Cannot be combined with other offers.',
      ],
      redeem: {
        method: 'link',
        url: 'https://foyleandpage.example/students',
        label: 'Shop on the student page',
        instructions: null,
      },
    },
    {
      id: 4,
      slug: 'bean-there-coffee-2-for-1',
      title: 'Two coffees for the price of one',
      partner: 'Bean There Coffee',
      summary: 'Bring a friend: the second coffee is on Bean There.',
      discount: '2 for 1',
      image: imagePath('promotions', 'bean-there-coffee-2-for-1'),
      category: 'Food & drink',
      valid_from: isoDay(now, -53),
      valid_until: null,
      featured: false,
      body_html: '<p>Bean There has cafés next to both of our schools.</p>',
      terms: ['One offer per visit.', 'Hot drinks only.'],
      redeem: {
        method: 'code',
        code: 'BEAN2FOR1',
        instructions: 'Show the code on your phone when you order.',
      },
    },
  ];
}

function endedOffer(now: number): PromotionDetail {
  return {
    id: 5,
    slug: 'summer-festival-pass',
    title: 'Summer festival pass',
    partner: 'Thames Festivals',
    summary: 'A pass for three summer festivals.',
    discount: '40% off',
    image: imagePath('promotions', 'summer-festival-pass'),
    category: 'Going out',
    valid_from: isoDay(now, -200),
    valid_until: isoDay(now, -84),
    featured: false,
    body_html: '<p>The festival season is over; this offer has ended.</p>',
    terms: [],
    redeem: { method: 'link', url: 'https://thames-festivals.example', label: null, instructions: null },
  };
}

/** Ticket products live in the shop's catalog (so the basket and the pay page price them like any product). */
const EVENT_TICKETS_CATEGORY_ID = 90;
const ATTRACTION_TICKETS_CATEGORY_ID = 91;

const ticket = (
  id: number,
  category_id: number,
  name: string,
  description: string,
  price: number,
  extra: Partial<TicketProduct> = {},
): TicketProduct =>
  product(id, category_id, name, description, price, { image: null, max_quantity: 8, ...extra });

/** The events, dated from `now` so the demo always has events to come (and one that is over). */
type SeededEvent = Omit<EventDetail, 'price_from' | 'sold_out' | 'on_sale'>;

const event = (
  id: number,
  fields: Omit<EventDetail, 'id' | 'price_from' | 'sold_out' | 'on_sale' | 'currency'>,
): SeededEvent => ({ id, currency: 'GBP', ...fields });
const tickets = (...products: TicketProduct[]) => products;

export function seedEvents(now: number): SeededEvent[] {
  const at = (days: number, hour: number, minute = 0) => {
    const day = Math.floor(now / DAY_MS) + days;
    return new Date(day * DAY_MS + (hour * 60 + minute) * 60_000).toISOString();
  };
  return [...comingEvents(at), pastEvent(at)];
}

/** `at(days, hour, minute)`: that time of the day so many days from now. */
type EventClock = (days: number, hour: number, minute?: number) => string;

function comingEvents(at: EventClock): SeededEvent[] {
  return [
    event(1, {
      title: 'Thames boat party',
      summary: 'Music, dancing and the city lights from the river.',
      category: 'Party',
      venue: 'Tower Millennium Pier',
      venue_address: 'Lower Thames Street, London EC3N 4DT',
      starts_at: at(6, 19, 30),
      ends_at: at(6, 23, 30),
      image: imagePath('events', 'thames-boat-party'),
      description:
        'Four hours on the Thames with a DJ, a bar and views of Tower Bridge, the Shard and the Houses of Parliament lit up at night.\n\nBoarding starts at 7 pm. Bring your student card: the bar asks for ID.',
      tickets: tickets(
        ticket(901, EVENT_TICKETS_CATEGORY_ID, 'Standard ticket', 'Entry and a welcome drink.', 25),
        ticket(
          902,
          EVENT_TICKETS_CATEGORY_ID,
          'VIP ticket',
          'Entry, dinner on the upper deck and two drinks.',
          45,
          {
            max_quantity: 4,
            options: [
              { name: 'meal', label: 'Dinner', values: ['Meat', 'Fish', 'Vegetarian'], per_guest: true },
            ],
          },
        ),
      ),
    }),
    event(2, {
      title: 'A Midsummer Night’s Dream',
      summary: 'Shakespeare’s comedy in a candle-lit theatre.',
      category: 'Theatre',
      venue: 'Bankside Playhouse',
      venue_address: '21 New Globe Walk, London SE1 9DT',
      starts_at: at(12, 19, 30),
      ends_at: at(12, 22, 0),
      image: imagePath('events', 'a-midsummer-night-s-dream'),
      description: 'Lovers, fairies and a group of amateur actors lost in an enchanted forest.',
      tickets: tickets(
        ticket(903, EVENT_TICKETS_CATEGORY_ID, 'Stalls', 'Seats close to the stage.', 55, {
          max_quantity: 6,
          options: [{ name: 'row', label: 'Row', values: ['Front', 'Middle', 'Back'] }],
        }),
        ticket(904, EVENT_TICKETS_CATEGORY_ID, 'Upper gallery', 'Seats on the upper gallery.', 29, {
          max_quantity: 6,
        }),
      ),
    }),
    event(3, {
      title: 'Jazz night in Soho',
      summary: 'Live jazz in a basement club.',
      category: 'Music',
      venue: 'The Cellar Club',
      venue_address: '47 Frith Street, London W1D 4HT',
      starts_at: at(20, 20, 0),
      ends_at: null,
      image: imagePath('events', 'jazz-night-in-soho'),
      description: 'A quartet plays standards and new pieces. Doors at 7.30 pm.',
      tickets: tickets(
        ticket(905, EVENT_TICKETS_CATEGORY_ID, 'General admission', 'Standing, with some seats.', 18),
      ),
    }),
    event(4, {
      title: 'Riverside FC v City Athletic',
      summary: 'The local derby.',
      category: 'Sport',
      venue: 'Riverside Stadium',
      venue_address: 'Stadium Way, London N7 7AJ',
      starts_at: at(27, 15, 0),
      ends_at: at(27, 17, 0),
      image: imagePath('events', 'riverside-fc-v-city-athletic'),
      description: 'Every student ticket has been sold. Follow the match in the student bar.',
      tickets: tickets(
        ticket(906, EVENT_TICKETS_CATEGORY_ID, 'Student ticket', 'North stand.', 30, { available: false }),
      ),
    }),
    event(5, {
      title: 'Christmas lights walking tour',
      summary: 'Two hours through the lights of Regent Street, Carnaby Street and Covent Garden.',
      category: 'Tour',
      venue: 'Oxford Circus',
      venue_address: 'Meet at the Oxford Circus station exit 1',
      starts_at: at(32, 17, 0),
      ends_at: at(32, 19, 0),
      image: imagePath('events', 'christmas-lights-walking-tour'),
      description:
        'A guide shows you the best lights and tells the stories behind them. Hot chocolate included.',
      tickets: tickets(ticket(907, EVENT_TICKETS_CATEGORY_ID, 'Tour ticket', 'Guide and hot chocolate.', 8)),
    }),
  ];
}

function pastEvent(at: EventClock): SeededEvent {
  return event(6, {
    title: 'Halloween ghost walk',
    summary: 'The darkest stories of the old city.',
    category: 'Tour',
    venue: 'St Paul’s Cathedral steps',
    venue_address: 'St Paul’s Churchyard, London EC4M 8AD',
    starts_at: at(-24, 19, 0),
    ends_at: at(-24, 21, 0),
    image: imagePath('events', 'halloween-ghost-walk'),
    description: 'This walk has taken place.',
    tickets: tickets(
      ticket(908, EVENT_TICKETS_CATEGORY_ID, 'Walk ticket', 'Guide included.', 12, { available: false }),
    ),
  });
}

/** How long an open-dated attraction ticket can be used. */
const OPEN_DATED_DAYS = 365;

/** How many days ahead timed attraction tickets are sold, from tomorrow. */
const TIMED_TICKET_DAYS = 28;

/**
 * The days a timed ticket is on sale, from tomorrow for four weeks: `timesOn` gives a weekday's times (0 is
 * Sunday), none on a day it is closed.
 */
function daysOnSale(now: number, timesOn: (weekday: number) => string[]) {
  return Array.from({ length: TIMED_TICKET_DAYS }, (_, index) => {
    const date = new Date((Math.floor(now / DAY_MS) + 1 + index) * DAY_MS);
    return { date: date.toISOString().slice(0, 10), times: timesOn(date.getUTCDay()) };
  }).filter((day) => day.times.length > 0);
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

export function seedAttractions(now: number): Attraction[] {
  const cruise = daysOnSale(now, (weekday) =>
    isWeekend(weekday) ? ['10:00', '12:00', '14:00', '16:00', '18:00'] : ['10:00', '12:00', '14:00', '16:00'],
  );
  // The Tower is closed on Mondays and opens later on Sundays.
  const tower = daysOnSale(now, (weekday) =>
    weekday === 1 ? [] : weekday === 0 ? ['11:00', '13:00', '15:00'] : ['09:00', '11:00', '13:00', '15:00'],
  );
  const skyGarden = daysOnSale(now, (weekday) =>
    isWeekend(weekday) ? ['10:00', '12:00'] : ['10:00', '12:00', '16:00', '18:00'],
  );
  // An open-dated ticket is used on any day it is open, for a year from the day it is bought.
  const openDatedUntil = new Date(now + OPEN_DATED_DAYS * DAY_MS).toISOString().slice(0, 10);
  return [
    {
      id: 1,
      name: 'Thames river cruise',
      summary: 'See the city from the river, from Westminster to Greenwich.',
      location: 'Westminster Pier',
      duration: '1 hour 15 minutes',
      image: imagePath('attractions', 'thames-river-cruise'),
      tickets: [
        ticket(951, ATTRACTION_TICKETS_CATEGORY_ID, 'Single journey', 'Westminster to Greenwich.', 14.5, {
          days_on_sale: cruise,
        }),
        ticket(952, ATTRACTION_TICKETS_CATEGORY_ID, 'Day pass', 'Hop on and off all day.', 24, {
          valid_until: openDatedUntil,
        }),
      ],
    },
    {
      id: 2,
      name: 'Tower of London',
      summary: 'Nearly a thousand years of history, and the Crown Jewels.',
      location: 'Tower Hill, London EC3N 4AB',
      duration: 'Half a day',
      image: imagePath('attractions', 'tower-of-london'),
      tickets: [
        ticket(953, ATTRACTION_TICKETS_CATEGORY_ID, 'Student entry', 'With a valid student card.', 24, {
          days_on_sale: tower,
        }),
        ticket(954, ATTRACTION_TICKETS_CATEGORY_ID, 'Entry with guided tour', 'A Yeoman Warder tour.', 36, {
          days_on_sale: tower,
          max_quantity: 6,
        }),
      ],
    },
    {
      id: 3,
      name: 'Royal Observatory Greenwich',
      summary: 'Stand on the Prime Meridian and look at the stars in the planetarium.',
      location: 'Blackheath Avenue, London SE10 8XJ',
      duration: '2 hours',
      image: imagePath('attractions', 'royal-observatory-greenwich'),
      tickets: [
        ticket(955, ATTRACTION_TICKETS_CATEGORY_ID, 'Observatory entry', 'Meridian line and museum.', 18, {
          valid_until: openDatedUntil,
        }),
        ticket(956, ATTRACTION_TICKETS_CATEGORY_ID, 'Planetarium show', 'A 30-minute show.', 10, {
          available: false,
        }),
      ],
    },
    {
      id: 4,
      name: 'Sky garden viewing deck',
      summary: 'A garden on the 35th floor with views over the whole city.',
      location: '20 Fenchurch Street, London EC3M 8AF',
      duration: '1 hour',
      image: imagePath('attractions', 'sky-garden-viewing-deck'),
      tickets: [
        ticket(957, ATTRACTION_TICKETS_CATEGORY_ID, 'Timed entry', 'Entry at the time you choose.', 12, {
          days_on_sale: skyGarden,
        }),
      ],
    },
  ];
}
