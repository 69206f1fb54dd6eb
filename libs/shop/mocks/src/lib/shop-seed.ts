import type {
  AdditionalService,
  AdditionalServiceCategory,
  Airport,
  AirportCar,
  Category,
  Order,
  Product,
  Service,
} from '@portal/api-contract';
import { imagePath, slugify } from '@portal/mocks-core';

export function seedCategories(): Category[] {
  return [
    {
      id: 1,
      parent: 'shop',
      service_id: null,
      name: 'Bedding & kitchen',
      description: 'Everything for your room on day one.',
      image: imagePath('shop', 'bedding-and-kitchen'),
    },
    {
      id: 2,
      parent: 'shop',
      service_id: null,
      name: 'Study essentials',
      description: 'Notebooks, lamps and more.',
      image: imagePath('shop', 'study-essentials'),
    },
    {
      id: 3,
      parent: 'shop',
      service_id: null,
      name: 'Welcome packs',
      description: 'Discount cards and starter packs.',
      image: imagePath('shop', 'welcome-packs'),
    },
    {
      id: 10,
      parent: 'service',
      service_id: 1,
      name: 'Cleaning',
      description: 'Regular and one-off cleaning of your room.',
      image: imagePath('services', 'cleaning'),
    },
    {
      id: 11,
      parent: 'service',
      service_id: 1,
      name: 'Laundry',
      description: 'Collected, washed and returned folded.',
      image: imagePath('services', 'laundry'),
    },
  ];
}

/** A product of the catalog; its picture is named after it. Event and attraction tickets are made with it too. */
export const product = (
  id: number,
  category_id: number,
  name: string,
  description: string,
  price: number,
  extra: Partial<Product> = {},
): Product => ({
  id,
  category_id,
  name,
  description,
  price,
  currency: 'GBP',
  // Tickets bring their own (none): only the shop's and the services' products are drawn.
  image:
    'image' in extra
      ? (extra.image ?? null)
      : imagePath(category_id < 10 ? 'shop' : 'services', slugify(name)),
  available: true,
  max_quantity: 10,
  options: [],
  ...extra,
});

export function seedProducts(): Product[] {
  return [
    product(101, 1, 'Duvet and pillow set', 'A 10.5 tog duvet, two pillows and covers.', 45, {
      max_quantity: 5,
      options: [{ name: 'size', label: 'Size', values: ['Single', 'Double'] }],
    }),
    product(102, 1, 'Kitchen starter kit', 'Pan, pot, plates, cutlery and a mug.', 35, { max_quantity: 5 }),
    product(103, 1, 'Towel bundle', 'Two bath towels and two hand towels.', 18.5, {
      options: [{ name: 'colour', label: 'Colour', values: ['White', 'Grey', 'Navy'] }],
    }),
    product(104, 2, 'Desk lamp', 'An LED lamp with three brightness levels.', 22, { available: false }),
    product(105, 2, 'Notebook bundle', 'Five A4 notebooks and pens.', 9.99, { max_quantity: 20 }),
    product(
      106,
      3,
      'Taste Card, 12 months',
      'Two-for-one meals and 50% off in restaurants across the city.',
      29.99,
      { max_quantity: 1 },
    ),
    product(107, 3, 'SIM and welcome pack', 'A pay-as-you-go SIM with a city map and travel tips.', 15),
    product(201, 10, 'Weekly room cleaning', 'One hour of cleaning every week, for four weeks.', 25, {
      max_quantity: 12,
      options: [{ name: 'day', label: 'Day', values: ['Monday', 'Wednesday', 'Friday'] }],
    }),
    product(202, 10, 'Deep clean', 'A thorough clean before you move out.', 60, { max_quantity: 2 }),
    product(203, 11, 'Laundry bag', 'One bag of up to 6 kg, back within 48 hours.', 12),
  ];
}

export function seedServices(): Service[] {
  return [
    {
      id: 1,
      slug: 'home-services',
      name: 'Home services',
      summary: 'Cleaning and laundry for your room.',
      kind: 'catalog',
      image: imagePath('services', 'home-services'),
    },
    {
      id: 2,
      slug: 'airport-pickup',
      name: 'Airport pickup',
      summary: 'A driver waits for you at arrivals.',
      kind: 'airport_pickup',
      image: imagePath('services', 'airport-pickup'),
    },
    {
      id: 3,
      slug: 'storage-service',
      name: 'Storage service',
      summary: 'We collect your boxes and bring them back when you need them.',
      kind: 'storage',
      image: imagePath('services', 'storage-service'),
    },
  ];
}

export function seedAdditionalServiceCategories(): AdditionalServiceCategory[] {
  return [
    {
      id: 1,
      name: 'Arrival and departure',
      description: 'Make moving in and out easier.',
      image: imagePath('services', 'arrival-and-departure'),
    },
    { id: 2, name: 'Extras', description: 'Add-ons for your room.', image: imagePath('services', 'extras') },
  ];
}

export function seedAdditionalServices(): Array<Omit<AdditionalService, 'invoice_id'>> {
  const base = { currency: 'GBP', available: true, max_quantity: 1 };
  return [
    {
      ...base,
      id: 301,
      category_id: 1,
      name: 'Early check-in',
      description: 'Move in from 9 am on arrival day.',
      price: 30,
      image: imagePath('services', 'early-check-in'),
    },
    {
      ...base,
      id: 302,
      category_id: 1,
      name: 'Late check-out',
      description: 'Keep your room until 6 pm on your last day.',
      price: 30,
      image: imagePath('services', 'late-check-out'),
    },
    {
      ...base,
      id: 303,
      category_id: 2,
      name: 'Extra bedding pack',
      description: 'A second set of sheets and covers.',
      price: 25,
      max_quantity: 3,
      image: imagePath('services', 'extra-bedding-pack'),
    },
    {
      ...base,
      id: 304,
      category_id: 2,
      name: 'Parking space',
      description: 'A parking space for the term.',
      price: 80,
      available: false,
      image: imagePath('services', 'parking-space'),
    },
  ];
}

export function seedAirports(): Airport[] {
  return [
    { id: 1, code: 'LHR', name: 'Heathrow', city: 'London' },
    { id: 2, code: 'LGW', name: 'Gatwick', city: 'London' },
    { id: 3, code: 'STN', name: 'Stansted', city: 'London' },
  ];
}

export function seedAirportCars(): AirportCar[] {
  const prices: Record<number, [number, number, number]> = {
    1: [95, 140, 210],
    2: [105, 150, 230],
    3: [110, 160, 240],
  };
  return seedAirports().flatMap((airport) => {
    const [saloon, mpv, minibus] = prices[airport.id] ?? [100, 150, 220];
    const car = (
      n: number,
      name: string,
      description: string,
      capacity: number,
      price: number,
    ): AirportCar => ({
      id: airport.id * 10 + n,
      airport_id: airport.id,
      name,
      description,
      capacity,
      price,
      currency: 'GBP',
      image: imagePath('services', slugify(name)),
    });
    return [
      car(1, 'Saloon', 'Up to 3 passengers and 3 suitcases.', 3, saloon),
      car(2, 'People carrier', 'Up to 6 passengers and 6 suitcases.', 6, mpv),
      car(3, 'Minibus', 'Up to 12 passengers with luggage.', 12, minibus),
    ];
  });
}

export interface StoredStorageType {
  id: number;
  name: string;
  description: string;
  daily_price: number;
  available: boolean;
  max_quantity: number;
}

export function seedStorageTypes(): StoredStorageType[] {
  return [
    {
      id: 1,
      name: 'Standard box',
      description: '60 × 40 × 40 cm, up to 20 kg.',
      daily_price: 0.5,
      available: true,
      max_quantity: 10,
    },
    {
      id: 2,
      name: 'Suitcase',
      description: 'One suitcase of any size, up to 30 kg.',
      daily_price: 0.8,
      available: true,
      max_quantity: 4,
    },
    {
      id: 3,
      name: 'Bicycle',
      description: 'One bicycle, kept indoors.',
      daily_price: 1.2,
      available: false,
      max_quantity: 1,
    },
  ];
}

export type StoredOrder = Order & {
  student_id: number;
  /** For an order made by a checkout: what it named (see checkoutKey), so the same checkout finds it again. */
  checkout?: { key: string; group: string };
};

export function seedOrders(): StoredOrder[] {
  return [
    {
      id: 5001,
      student_id: 1001,
      number: 'ORD-005001',
      date: '2026-09-05T10:12:00Z',
      status: 'paid',
      amount: 82,
      currency: 'GBP',
      // For Ana's stay at Riverside Residence (billed on invoice 2), where the shop delivers.
      invoice_id: 2,
      billed_invoice: null,
      basket_id: null,
      payment_id: 'pay_seed_5001',
      items: [
        {
          kind: 'product',
          item_id: 101,
          name: 'Duvet and pillow set',
          quantity: 1,
          unit_price: 45,
          amount: 45,
          options: { size: 'Single' },
        },
        {
          kind: 'product',
          item_id: 103,
          name: 'Towel bundle',
          quantity: 2,
          unit_price: 18.5,
          amount: 37,
          options: { colour: 'Grey' },
        },
      ],
    },
    {
      id: 5002,
      student_id: 1001,
      number: 'ORD-005002',
      date: '2026-10-12T16:40:00Z',
      status: 'refunded',
      amount: 30,
      currency: 'GBP',
      invoice_id: 2,
      billed_invoice: null,
      basket_id: null,
      payment_id: 'pay_seed_5002',
      items: [
        {
          kind: 'additional_service',
          item_id: 302,
          name: 'Late check-out',
          quantity: 1,
          unit_price: 30,
          amount: 30,
        },
      ],
    },
    {
      id: 5003,
      student_id: 1002,
      number: 'ORD-005003',
      date: '2026-10-02T09:00:00Z',
      status: 'paid',
      amount: 64.99,
      currency: 'GBP',
      // For Kenji's homestay (billed on invoice 14).
      invoice_id: 14,
      billed_invoice: null,
      basket_id: null,
      payment_id: 'pay_seed_5003',
      items: [
        {
          kind: 'product',
          item_id: 105,
          name: 'Notebook bundle',
          quantity: 1,
          unit_price: 64.99,
          amount: 64.99,
        },
      ],
    },
  ];
}
