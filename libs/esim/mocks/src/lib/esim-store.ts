import type { Esim, EsimActivation, EsimPlan, Order, Product } from '@portal/api-contract';
import { create as createQrCode } from 'qrcode';
import { imagePath, slugify } from '@portal/mocks-core';

/** The shop category the e-SIM products belong to; the shop does not list it, the e-SIM page sells them. */
const ESIM_CATEGORY_ID = 90;
const SMDP_ADDRESS = 'smdp.hubby-demo.example';

function seedEsimPlans(): EsimPlan[] {
  const plan = (
    id: number,
    name: string,
    description: string,
    data_gb: number | null,
    days: number,
    price: number,
    extra: Partial<EsimPlan> = {},
  ): EsimPlan => ({
    id,
    product_id: 400 + id,
    name,
    description,
    data_gb,
    days,
    price,
    currency: 'GBP',
    coverage: 'United Kingdom',
    network: 'Hubby 5G',
    available: true,
    ...extra,
  });
  return [
    plan(1, 'UK Starter 3 GB', 'Enough for maps and messages in your first weeks.', 3, 30, 5),
    plan(2, 'UK Student 15 GB', 'Our most popular plan: streaming on the bus included.', 15, 30, 10),
    plan(3, 'UK Unlimited', 'No data limit, calls and texts to UK numbers included.', null, 30, 20),
    plan(
      4,
      'Europe Travel 10 GB',
      'For weekend trips: works in the UK and 40 European countries.',
      10,
      15,
      12,
      {
        coverage: 'United Kingdom and 40 European countries',
      },
    ),
    plan(5, 'UK Term 50 GB', 'A whole term of data in one go.', 50, 90, 25, { available: false }),
  ];
}

/** The shop products that sell the plans, so the basket, the pay page and orders price them like any product. */
export function esimProducts(plans: readonly EsimPlan[]): Product[] {
  return plans.map((plan) => ({
    id: plan.product_id,
    category_id: ESIM_CATEGORY_ID,
    // Named as the plan, so the plan page, the basket, the order and the invoice line name it one way.
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    image: imagePath('esim', slugify(plan.name)),
    available: plan.available,
    max_quantity: 3,
    options: [],
  }));
}

/** A stable, code-like string from a number (the demo has no randomness in what it hands out). */
function code(seed: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let value = (seed * 2_654_435_761) >>> 0;
  let text = '';
  for (let i = 0; i < 16; i++) {
    text += alphabet[value % alphabet.length];
    value = (Math.imul(value, 1_103_515_245) + 12_345) >>> 0;
  }
  return text.match(/.{4}/g)?.join('-') ?? text;
}

/** The QR code of `text` (level M, as phones scan e-SIM codes) as an SVG data URL with the standard quiet zone. */
function qrCodeDataUrl(text: string): string {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = '';
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(y, x)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function activationFor(seed: number): EsimActivation {
  const activation_code = code(seed);
  const manual_code = `LPA:1$${SMDP_ADDRESS}$${activation_code}`;
  return {
    qr_code_image: qrCodeDataUrl(manual_code),
    manual_code,
    smdp_address: SMDP_ADDRESS,
    activation_code,
    confirmation_code: null,
  };
}

const iccid = (seed: number) => `894400${String(seed).padStart(13, '0')}`;

type StoredEsim = Esim & { student_id: number };

/**
 * The demo's e-SIMs: Ana has one waiting to be installed and an expired one; Kenji has none. A plan paid in
 * the portal becomes an order (see DemoDatabase.applyPayment), and each plan in a paid order is an e-SIM.
 */
export class EsimStore {
  plans: EsimPlan[] = [];
  private seeded: StoredEsim[] = [];

  constructor() {
    this.reset();
  }

  reset(): void {
    this.plans = seedEsimPlans();
    const byId = (id: number) => this.plans.find((plan) => plan.id === id) as EsimPlan;
    const from = (plan: EsimPlan) => ({
      plan_id: plan.id,
      name: plan.name,
      data_gb: plan.data_gb,
      days: plan.days,
    });
    this.seeded = [
      {
        student_id: 1001,
        id: 1,
        ...from(byId(1)),
        iccid: iccid(1),
        status: 'expired',
        purchased_at: '2026-08-28T10:15:00Z',
        activated_at: '2026-08-30T18:42:00Z',
        expires_at: '2026-09-29T18:42:00Z',
        order_id: null,
        activation: null,
      },
      {
        student_id: 1001,
        id: 2,
        ...from(byId(2)),
        iccid: iccid(2),
        status: 'ready',
        purchased_at: '2026-11-02T09:30:00Z',
        activated_at: null,
        expires_at: null,
        order_id: null,
        activation: activationFor(2),
      },
    ];
  }

  /** The student's e-SIMs, newest first: the seeded ones and one per plan bought in a paid order. */
  list(studentId: number, orders: readonly Order[]): Esim[] {
    const bought: Esim[] = [];
    for (const order of orders) {
      if (order.status !== 'paid') continue;
      order.items.forEach((item, itemIndex) => {
        const plan = this.plans.find(
          (candidate) => item.kind === 'product' && candidate.product_id === item.item_id,
        );
        if (!plan) return;
        for (let unit = 0; unit < item.quantity; unit++) {
          const seed = order.id * 100 + itemIndex * 10 + unit;
          bought.push({
            id: seed,
            plan_id: plan.id,
            name: plan.name,
            data_gb: plan.data_gb,
            days: plan.days,
            iccid: iccid(seed),
            status: 'ready',
            purchased_at: order.date,
            activated_at: null,
            expires_at: null,
            order_id: order.id,
            activation: activationFor(seed),
          });
        }
      });
    }
    const own = this.seeded
      .filter((esim) => esim.student_id === studentId)
      .map(({ student_id: _owner, ...esim }) => esim);
    return [...bought, ...own].sort((a, b) => b.purchased_at.localeCompare(a.purchased_at));
  }
}
