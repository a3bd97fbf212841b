/**
 * Sixty days of believable order history for the demo restaurant: a pure function of its options,
 * so the same seed always gives the same orders and tests can check them without a database.
 * Times follow Asia/Karachi (UTC+5, no daylight saving): lunch and dinner peaks, closed 01:00-11:00.
 */
import type { Emotion, PaymentMethod } from '../../shared/constants.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { FEEDBACK_TEXTS } from './feedback-texts.ts';
import { randomAddress, type Address } from './islamabad-addresses.ts';
import { rateDemoFeedback, type DemoRating } from './ratings.ts';
import { seededRandom, type Random } from './seeded-random.ts';

export type HistoricalStatus = Exclude<OrderStatus, 'UNCONFIRMED'>;

export interface HistoryOptionGroup {
  name: string;
  min: number;
  max: number;
  choices: { id: number; name: string; priceDeltaCents: number; isDefault: boolean }[];
}

export interface HistoryMenuItem {
  id: number;
  name: string;
  category: string;
  priceCents: number;
  imagePath: string;
  available: boolean;
  optionGroups: HistoryOptionGroup[];
}

export interface HistoryOptions {
  /** Epoch ms; no event or feedback is placed after it. */
  now: number;
  /** Whole days of history before today; today is added up to `now`. */
  days: number;
  seed: number;
  menu: HistoryMenuItem[];
  customerIds: number[];
  workerId: number;
  riderId: number;
}

export interface HistoricalChoice {
  choiceId: number;
  groupName: string;
  choiceName: string;
  priceDeltaCents: number;
}

export interface HistoricalLine {
  productId: number;
  productName: string;
  imagePath: string;
  /** The dish's price with its choices. */
  unitPriceCents: number;
  quantity: number;
  choices: HistoricalChoice[];
  note: string | null;
}

export interface HistoricalEvent {
  from: OrderStatus;
  to: OrderStatus;
  /** Null when the system acted (an unconfirmed order expiring). */
  actorId: number | null;
  /** The rider a move gave the order to. */
  riderId?: number;
  at: number;
  reason?: string;
}

export interface HistoricalOrder extends Address {
  customerId: number;
  status: HistoricalStatus;
  paymentMethod: PaymentMethod;
  createdAt: number;
  confirmedAt: number | null;
  lines: HistoricalLine[];
  totalCents: number;
  deliveryNote: string | null;
  events: HistoricalEvent[];
  feedback?: DemoRating & { createdAt: number };
}

export const DEMO_CUSTOMER_NAMES: readonly string[] = [
  'Ayesha Khan',
  'Hamza Siddiqui',
  'Fatima Zahra',
  'Ali Raza',
  'Zainab Hussain',
  'Usman Farooq',
  'Mahnoor Iqbal',
  'Hassan Javed',
  'Hira Sheikh',
  'Ahmed Nawaz',
  'Maryam Qureshi',
  'Bilal Chaudhry',
  'Amna Rizvi',
  'Saad Abbasi',
  'Iqra Butt',
  'Fahad Mirza',
  'Rabia Anwar',
  'Omar Shah',
  'Sana Baig',
  'Talha Aslam',
  'Noor Fatima',
  'Danish Akhtar',
  'Mehwish Hayat',
  'Zeeshan Haider',
  'Kiran Ashraf',
  'Waleed Kazmi',
  'Laiba Saeed',
  'Faizan Qadir',
  'Areeba Malik',
  'Shahzaib Khattak',
  'Saima Yousaf',
  'Junaid Awan',
  'Hafsa Tariq',
  'Asad Gillani',
  'Sidra Naqvi',
  'Kamran Afridi',
  'Eman Zafar',
  'Haris Bhatti',
  'Anum Sultan',
  'Nabeel Durrani',
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KARACHI_OFFSET = 5 * HOUR;

/** The dishes people keep coming back for, most popular first; the rest follow in a seeded order. */
const BESTSELLERS = [
  'Chicken Biryani',
  'Chicken Shawarma Wrap',
  'Forkcast Smash Burger',
  'Chicken Karahi',
  'Mint Margarita',
];
const DELIVERY_FAILURES = [
  'Customer not answering the phone',
  'Wrong address, house not found',
  'Gate locked, nobody at home',
  'Bike puncture on the way, food went back to be re-packed',
];
/** What customers write on a line; only on dishes cooked to order (not drinks or desserts). */
const LINE_NOTES = [
  'No onions, please',
  'Sauce on the side',
  'Less oil, please',
  'Extra napkins, please',
  'Pack the bread separately',
];
const PLAIN_CATEGORIES = ['Drinks', 'Desserts'];
const DELIVERY_NOTES = [
  'Ring the bell, gate 2',
  'Call when you reach the street',
  'Leave it with the guard at the gate',
  'Second floor, the door on the left',
  "Please don't ring, the baby is asleep",
];
/** Unavailable dishes were taken off recently, so only the newest orders avoid them. */
const UNAVAILABLE_SINCE = 2 * DAY;
/**
 * A demo always has an order in each live column (the kitchen's Queue and Preparing, and Completed, which is the
 * rider's list), even when the restaurant would be closed: every role's screen has something to act on.
 */
const LIVE_STATUSES = ['PROCESSING', 'PREPARING', 'COMPLETED'] as const;
/** Orders tried, at random young ages, to find one in a missing live column; far more than a seed ever needs. */
const LIVE_ORDER_TRIES = 200;

export function generateHistory(options: HistoryOptions): { orders: HistoricalOrder[] } {
  const rng = seededRandom(options.seed);
  const context: Context = {
    rng,
    // A stream of its own, so adding choices and notes left every order's time and fate as it was.
    tasteRng: seededRandom(options.seed + 1),
    // Another, so adding ratings left every order and every feedback's words as they were.
    ratingRng: seededRandom(options.seed + 2),
    options,
    pickProduct: productPicker(rng, options.menu),
    addressOf: addressBook(rng),
  };
  const pickCustomer = customerPicker(rng, options.customerIds);
  const todayStart = karachiDayStart(options.now);
  const orders: HistoricalOrder[] = [];

  for (let daysAgo = options.days; daysAgo >= 0; daysAgo--) {
    const dayStart = todayStart - daysAgo * DAY;
    const times = Array.from({ length: ordersOnDay(rng, dayStart, daysAgo / options.days) }, () =>
      Math.round(dayStart + minuteOfBusinessDay(rng) * MINUTE + rng.int(0, 59) * 1000),
    ).sort((a, b) => a - b);
    for (const createdAt of times) {
      const order = buildOrder(context, createdAt, pickCustomer());
      if (order) orders.push(order);
    }
  }

  for (const status of LIVE_STATUSES) {
    for (let tries = 0; tries < LIVE_ORDER_TRIES && !orders.some((o) => o.status === status); tries++) {
      // Between 2 and 40 minutes old: confirmed, and at some step short of delivered or past it.
      const order = buildOrder(context, options.now - rng.int(2, 40) * MINUTE, pickCustomer(), { plain: true });
      if (order?.status === status) orders.push(order);
    }
  }
  orders.sort((a, b) => a.createdAt - b.createdAt);
  return { orders };
}

interface Context {
  rng: Random;
  /** Draws the customers' choices and notes. */
  tasteRng: Random;
  /** Draws the stars, dish thumbs and follow-ups of feedback. */
  ratingRng: Random;
  options: HistoryOptions;
  pickProduct: (recent: boolean) => HistoryMenuItem;
  addressOf: (customerId: number) => Address;
}

/**
 * Gives a handful of delivered orders, spread over the history, to one customer (the demo account),
 * half with feedback and half still waiting for it, plus the newest live order; all move to one home address.
 * Changes the orders in place.
 */
export function handOrdersTo(orders: HistoricalOrder[], customerId: number, count: number): void {
  const delivered = orders.filter((o) => o.status === 'DELIVERED');
  const chosen = [
    ...spreadPick(
      delivered.filter((o) => o.feedback),
      Math.ceil(count / 2),
    ),
    ...spreadPick(
      delivered.filter((o) => !o.feedback),
      Math.floor(count / 2),
    ),
    ...orders.filter((o) => isLive(o.status)).slice(-1),
  ];
  const home = chosen[0];
  for (const order of chosen) {
    for (const event of order.events) if (event.actorId === order.customerId) event.actorId = customerId;
    order.customerId = customerId;
    if (home) {
      Object.assign(order, {
        address: home.address,
        sector: home.sector,
        latitude: home.latitude,
        longitude: home.longitude,
      });
    }
  }
}

/** `count` items evenly spaced through the list. */
function spreadPick<T>(items: T[], count: number): T[] {
  const picked = new Set<T>();
  for (let i = 0; i < count && items.length > 0; i++) {
    const item = items[Math.floor(((i + 0.5) * items.length) / count)];
    if (item !== undefined) picked.add(item);
  }
  return [...picked];
}

function isLive(status: HistoricalStatus): boolean {
  return status === 'PROCESSING' || status === 'PREPARING' || status === 'COMPLETED' || status === 'OUT_FOR_DELIVERY';
}

function karachiDayStart(epoch: number): number {
  return Math.floor((epoch + KARACHI_OFFSET) / DAY) * DAY - KARACHI_OFFSET;
}

/** 15-45 orders: busier on Friday and Saturday, and slowly growing over the period. */
function ordersOnDay(rng: Random, dayStart: number, ageFraction: number): number {
  const weekday = new Date(dayStart + KARACHI_OFFSET).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.4 : weekday === 0 ? 1.15 : 1;
  const trend = 1 + 0.35 * (1 - ageFraction);
  return Math.max(15, Math.min(45, Math.round(19 * trend * weekend * rng.between(0.85, 1.15))));
}

/** Minutes after local midnight; values past 1440 are the first hour of the next day. */
function minuteOfBusinessDay(rng: Random): number {
  const slot = rng.next();
  if (slot < 0.36) return rng.triangular(13.5 * 60, 90); // lunch, 12:00-15:00
  if (slot < 0.88) return rng.triangular(21.25 * 60, 135); // dinner, 19:00-23:30
  const [from, to] = rng.weighted(
    [
      [11 * 60, 12 * 60],
      [15 * 60, 19 * 60],
      [23.5 * 60, 24 * 60 + 59],
    ],
    [1, 4, 1.5],
  );
  return rng.between(from, to);
}

function customerPicker(rng: Random, customerIds: number[]): () => number {
  if (customerIds.length === 0) throw new Error('generateHistory needs at least one customer');
  // Regulars order far more often than the rest.
  const weights = customerIds.map((_, rank) => 1 / (rank + 1) ** 0.5);
  return () => rng.weighted(customerIds, weights);
}

function productPicker(rng: Random, menu: HistoryMenuItem[]) {
  const ranked = [
    ...BESTSELLERS.flatMap((name) => menu.filter((item) => item.name === name)),
    ...shuffle(
      rng,
      menu.filter((item) => !BESTSELLERS.includes(item.name)),
    ),
  ];
  const weights = ranked.map((_, rank) => 1 / (rank + 1) ** 0.8);
  const onSale = ranked.filter((item) => item.available);
  const onSaleWeights = ranked.flatMap((item, rank) => (item.available ? [weights[rank] ?? 0] : []));
  if (onSale.length === 0) throw new Error('generateHistory needs at least one available dish');
  return (recent: boolean): HistoryMenuItem =>
    recent ? rng.weighted(onSale, onSaleWeights) : rng.weighted(ranked, weights);
}

function shuffle<T>(rng: Random, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Each customer has a home address; now and then an order goes to an office or a friend's place instead. */
function addressBook(rng: Random): (customerId: number) => Address {
  const homes = new Map<number, Address>();
  return (customerId) => {
    let home = homes.get(customerId);
    if (!home) homes.set(customerId, (home = randomAddress(rng)));
    return rng.chance(0.85) ? home : randomAddress(rng);
  };
}

/** `plain` orders are never cancelled and never fail delivery. */
function buildOrder(
  context: Context,
  createdAt: number,
  customerId: number,
  { plain = false } = {},
): HistoricalOrder | null {
  const { rng, options } = context;
  const lines = orderLines(context, options.now - createdAt < UNAVAILABLE_SINCE);
  const events = lifecycle(rng, options, createdAt, customerId, plain).filter((e) => e.at <= options.now);
  const last = events.at(-1);
  // An order still waiting for its code is not history; the customer would see a half-made checkout.
  if (!last || last.to === 'UNCONFIRMED') return null;
  const status = last.to as HistoricalStatus;
  const confirmed = events.find((e) => e.to === 'PROCESSING');
  const order: HistoricalOrder = {
    customerId,
    status,
    paymentMethod: rng.chance(0.65) ? 'CASH' : 'CARD',
    ...context.addressOf(customerId),
    createdAt,
    confirmedAt: confirmed?.at ?? null,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
    deliveryNote: context.tasteRng.chance(0.12) ? context.tasteRng.pick(DELIVERY_NOTES) : null,
    events,
  };
  if (status === 'DELIVERED' && rng.chance(0.3)) {
    const feedback = writeFeedback(context, order, last.at);
    if (feedback.createdAt <= options.now) order.feedback = feedback;
  }
  return order;
}

function orderLines({ rng, tasteRng, pickProduct }: Context, recent: boolean): HistoricalLine[] {
  const wanted = rng.weighted([1, 2, 3, 4], [0.42, 0.33, 0.17, 0.08]);
  const chosen = new Map<number, HistoryMenuItem>();
  for (let tries = 0; chosen.size < wanted && tries < 20; tries++) {
    const item = pickProduct(recent);
    chosen.set(item.id, item);
  }
  return [...chosen.values()].map((item) => {
    const choices = chooseOptions(tasteRng, item.optionGroups);
    const cooked = !PLAIN_CATEGORIES.includes(item.category);
    return {
      productId: item.id,
      productName: item.name,
      imagePath: item.imagePath,
      unitPriceCents: choices.reduce((sum, choice) => sum + choice.priceDeltaCents, item.priceCents),
      quantity: rng.weighted([1, 2, 3, 4], [0.72, 0.2, 0.06, 0.02]),
      choices,
      note: cooked && tasteRng.chance(0.08) ? tasteRng.pick(LINE_NOTES) : null,
    };
  });
}

/** A required group: the default more often than not; an optional one (extras): now and then one or more. */
function chooseOptions(rng: Random, groups: readonly HistoryOptionGroup[]): HistoricalChoice[] {
  return groups.flatMap((group) => {
    const fallback = group.choices.find((choice) => choice.isDefault);
    let picked: HistoryOptionGroup['choices'];
    if (group.min > 0)
      picked = fallback && rng.chance(0.6) ? [fallback] : shuffle(rng, group.choices).slice(0, group.min);
    else picked = rng.chance(0.35) ? shuffle(rng, group.choices).slice(0, rng.int(1, group.max)) : [];
    return group.choices
      .filter((choice) => picked.includes(choice))
      .map((choice) => ({
        choiceId: choice.id,
        groupName: group.name,
        choiceName: choice.name,
        priceDeltaCents: choice.priceDeltaCents,
      }));
  });
}

/** The full life of an order from its creation; the caller cuts it at `now`. */
function lifecycle(
  rng: Random,
  options: HistoryOptions,
  createdAt: number,
  customerId: number,
  plain: boolean,
): HistoricalEvent[] {
  const { workerId, riderId } = options;
  const after = (at: number, minMinutes: number, maxMinutes: number) =>
    at + Math.round(rng.between(minMinutes, maxMinutes) * MINUTE);

  if (!plain && rng.chance(0.03)) {
    return [
      rng.chance(0.5)
        ? {
            from: 'UNCONFIRMED',
            to: 'CANCELLED',
            actorId: customerId,
            at: after(createdAt, 1, 6),
            reason: 'Cancelled by customer',
          }
        : {
            from: 'UNCONFIRMED',
            to: 'CANCELLED',
            actorId: null,
            at: createdAt + 10 * MINUTE,
            reason: 'Code not confirmed in time',
          },
    ];
  }
  const confirmed = after(createdAt, 1, 3);
  const preparing = after(confirmed, 2, 8);
  // Most tickets ready within the board's red limit (20 minutes from confirmation by default); about one in ten not.
  const completed = after(preparing, 7, 15);
  const events: HistoricalEvent[] = [
    { from: 'UNCONFIRMED', to: 'PROCESSING', actorId: customerId, at: confirmed },
    { from: 'PROCESSING', to: 'PREPARING', actorId: workerId, at: preparing },
    { from: 'PREPARING', to: 'COMPLETED', actorId: workerId, at: completed },
  ];
  const taken = (at: number): HistoricalEvent => ({
    from: 'COMPLETED',
    to: 'OUT_FOR_DELIVERY',
    actorId: riderId,
    riderId,
    at,
  });
  let takenAt = after(completed, 1, 8);
  events.push(taken(takenAt));
  if (!plain && rng.chance(0.02)) {
    const failed = after(takenAt, 15, 40);
    const readyAt = after(failed, 8, 20);
    takenAt = after(readyAt, 1, 8);
    events.push(
      { from: 'OUT_FOR_DELIVERY', to: 'PREPARING', actorId: riderId, at: failed, reason: rng.pick(DELIVERY_FAILURES) },
      { from: 'PREPARING', to: 'COMPLETED', actorId: workerId, at: readyAt },
      taken(takenAt),
    );
  }
  events.push({ from: 'OUT_FOR_DELIVERY', to: 'DELIVERED', actorId: riderId, riderId, at: after(takenAt, 12, 35) });
  return events;
}

/** Customers mostly write happy or plain notes; a failed delivery makes an angry one likely. */
function writeFeedback(
  { rng, ratingRng, options }: Context,
  order: HistoricalOrder,
  deliveredAt: number,
): NonNullable<HistoricalOrder['feedback']> {
  const hadTrouble = order.events.some((e) => e.reason !== undefined);
  const emotion = rng.weighted<Emotion>(
    ['joy', 'neutral', 'sadness', 'anger', 'disgust', 'fear'],
    hadTrouble ? [0.05, 0.15, 0.15, 0.5, 0.1, 0.05] : [0.42, 0.25, 0.09, 0.1, 0.08, 0.06],
  );
  const names = order.lines.map((line) => line.productName);
  const fitting = FEEDBACK_TEXTS.filter(
    (t) =>
      t.emotion === emotion && (!t.mentions || names.some((name) => name.toLowerCase().includes(t.mentions ?? ''))),
  );
  const chosen = rng.pick(fitting);
  const written = {
    content: chosen.text.replace('{dish}', rng.pick(names)),
    emotion,
    createdAt: deliveredAt + rng.int(30, 180) * MINUTE,
  };
  return { ...rateDemoFeedback(ratingRng, written, order.lines.length, options.now), createdAt: written.createdAt };
}
