/**
 * Every table of Forkcast. Money is integer cents; times are Unix epoch milliseconds.
 * Migrations in drizzle/migrations are generated from this file by `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { EMOTIONS, PAYMENT_METHODS, PRODUCT_TYPES, ROLES } from '../shared/constants.ts';
import { ORDER_STATUSES } from '../shared/order-status.ts';
import type { WeeklyHours } from '../shared/opening-hours.ts';
import type { ZoneShape } from '../shared/delivery-zones.ts';
import { PLACE_KINDS } from '../shared/places.ts';

const createdAt = () =>
  integer('created_at', { mode: 'number' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** One table for every person who signs in; staff details live in staff_profiles (see docs/decisions/0002). */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive across all roles. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    emailVerifiedAt: integer('email_verified_at', { mode: 'number' }),
    /**
     * Set when someone signed up again for this address before it was verified: the password given at sign-up may
     * then be another person's, so verifying needs the password too (docs/decisions/0016).
     */
    signupRepeatedAt: integer('signup_repeated_at', { mode: 'number' }),
    /** Set when an admin removes a worker: the account stays for history but can no longer sign in. */
    deactivatedAt: integer('deactivated_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_idx').on(t.role)],
);

export const staffProfiles = sqliteTable('staff_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  position: text('position').notNull(),
  salary: integer('salary').notNull(),
  joinDate: text('join_date').notNull(),
  vehicle: text('vehicle'),
});

/** A signed-in session. The JWT carries its id; logout and deactivation end it on the server. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'number' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** The menu's sections, in the order the administrator gives them; a dish is picked into one from this list. */
export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  // "desserts" and "Desserts" are one section.
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    priceCents: integer('price_cents').notNull(),
    emotion: text('emotion', { enum: EMOTIONS }).notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    available: integer('available', { mode: 'boolean' }).notNull().default(true),
    /** Path under /uploads or /menu-images that the client can load. */
    imagePath: text('image_path').notNull(),
    calories: integer('calories'),
    /** 0 (not spicy) to 3 (very spicy). */
    spiceLevel: integer('spice_level').notNull().default(0),
    /** JSON arrays of lowercase words: allergens such as "nuts", and tags such as "breakfast" or "cold". */
    allergens: text('allergens', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    tags: text('tags', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Soft delete: products that appear in orders are hidden from menus but kept for history. */
    deletedAt: integer('deleted_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_spice_range', sql`${t.spiceLevel} between 0 and 3`),
  ],
);

/**
 * A set of choices a dish offers (docs/decisions/0031): a size, extras, a deal's drink. One group can be offered by
 * many dishes and is edited once. A customer picks between `minChoices` and `maxChoices` of its choices: a group with
 * a minimum of 1 is required, one with a maximum of 1 is a single choice.
 */
export const optionGroups = sqliteTable(
  'option_groups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [
    check('option_groups_min', sql`${t.minChoices} >= 0`),
    check('option_groups_max', sql`${t.maxChoices} >= 1 and ${t.maxChoices} >= ${t.minChoices}`),
  ],
);

/** One choice of a group, with what it adds to the dish's price (negative for a smaller size) and its own sold out. */
export const optionChoices = sqliteTable(
  'option_choices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
    available: integer('available', { mode: 'boolean' }).notNull().default(true),
    /** Chosen for the customer until they choose otherwise, and for a client that sends no choices. */
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('option_choices_group_idx').on(t.groupId, t.position)],
);

/** Which groups a dish offers, in the order its page shows them. */
export const productOptionGroups = sqliteTable(
  'product_option_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] }), index('product_option_groups_group_idx').on(t.groupId)],
);

export const ingredients = sqliteTable(
  'ingredients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('ingredients_name_unique').on(t.name)],
);

export const productIngredients = sqliteTable(
  'product_ingredients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.ingredientId] }),
    index('product_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    address: text('address').notNull(),
    sector: text('sector').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    /**
     * The client sent no point on Earth, so the point is the centre of the sector (docs/decisions/0029): staff go by
     * the written address. A customer's address correction sets a real point and clears it.
     */
    pointFromSector: integer('point_from_sector', { mode: 'boolean' }).notNull().default(false),
    /** For the rider ("ring the bell, gate 2"); null when none. */
    deliveryNote: text('delivery_note'),
    /** The delivery zone the point was in when the order was placed, with its fee and extra minutes copied. */
    deliveryZone: text('delivery_zone'),
    /** Part of total_cents: what the customer pays is food plus this fee. */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    deliveryExtraMinutes: integer('delivery_extra_minutes').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /**
     * The rider who has the bag: set when one takes it or is given it, kept while they try the door again and once
     * delivered, cleared when it goes back to the pass or the kitchen (docs/decisions/0037).
     */
    riderId: integer('rider_id').references(() => users.id),
    createdAt: createdAt(),
    confirmedAt: integer('confirmed_at', { mode: 'number' }),
    updatedAt: integer('updated_at', { mode: 'number' }),
    /** The client's Idempotency-Key and a hash of the request body it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status),
    /**
     * In confirmation order, with every column the dashboard counts by: its queries read a date range of this index
     * alone, and an all-time question reads the index rather than the table (server/insights/query-plans.test.ts).
     */
    index('orders_dashboard_idx').on(t.confirmedAt, t.status, t.sector, t.totalCents, t.deliveryFeeCents),
    uniqueIndex('orders_idempotency_unique').on(t.customerId, t.idempotencyKey),
  ],
);

/** Lines keep a copy of the product's name, image and price, so history survives menu changes. */
export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    imagePath: text('image_path').notNull(),
    /** The dish's price with its choices, as charged. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The customer's words for the kitchen ("no onions"); null when none. */
    note: text('note'),
    /** When a cook ticked this line done on the kitchen board; null while it is not (or the tick was taken back). */
    doneAt: integer('done_at', { mode: 'number' }),
  },
  (t) => [
    // Name and quantity too, so the dashboard's dishes-sold count reads the index and never the lines themselves.
    index('order_lines_order_idx').on(t.orderId, t.productName, t.quantity),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** The choices of an order line, copied with their names and prices, so the order reads the same after the menu changes. */
export const orderLineChoices = sqliteTable(
  'order_line_choices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The choice on the menu, for "Order again"; null once it is gone from the menu. */
    choiceId: integer('choice_id').references(() => optionChoices.id, { onDelete: 'set null' }),
    groupName: text('group_name').notNull(),
    choiceName: text('choice_name').notNull(),
    priceDeltaCents: integer('price_delta_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_line_choices_line_idx').on(t.orderLineId, t.position)],
);

/** Every status change; the row id is the sequence number live updates carry. */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    /** For a move that gives the order to a rider: that rider (the actor, unless the restaurant assigned it). */
    riderId: integer('rider_id').references(() => users.id),
    reason: text('reason'),
    at: integer('at', { mode: 'number' }).notNull(),
  },
  (t) => [
    // With the status and time, "when did this order first reach COMPLETED" is answered from the index alone.
    index('order_events_order_idx').on(t.orderId, t.toStatus, t.at),
    // Recent changes to one status: the kitchen board's finished orders and the kitchen's measured times.
    index('order_events_status_at_idx').on(t.toStatus, t.at),
  ],
);

/**
 * Where the rider of an order that is out was last: one row per order, replaced on each report, deleted the moment
 * the order stops being out (docs/decisions/0037). Nothing else of a rider's whereabouts is kept.
 */
export const riderPositions = sqliteTable('rider_positions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  riderId: integer('rider_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  accuracyMeters: real('accuracy_meters'),
  at: integer('at', { mode: 'number' }).notNull(),
});

export const feedback = sqliteTable(
  'feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /** The customer's words; empty when they gave only stars. */
    content: text('content').notNull(),
    /** 1 to 5 for the whole order; null for feedback sent without stars (the original client sends only words). */
    stars: integer('stars'),
    /** Read from the words; neutral when there are none. */
    emotion: text('emotion', { enum: EMOTIONS }).notNull(),
    emotionConfidence: real('emotion_confidence'),
    createdAt: createdAt(),
    followUpAt: integer('follow_up_at', { mode: 'number' }),
    followUpBy: integer('follow_up_by').references(() => users.id),
  },
  (t) => [uniqueIndex('feedback_order_unique').on(t.orderId), index('feedback_created_idx').on(t.createdAt)],
);

/** A thumbs up or down the customer gave one dish of a rated order (optional, per line). */
export const feedbackDishRatings = sqliteTable(
  'feedback_dish_ratings',
  {
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    liked: integer('liked', { mode: 'boolean' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.orderLineId] })],
);

/**
 * A customer's saved delivery address: a label (Home, Work, or their own), the written address, the area and the
 * map point. Checkout offers first the one the last order went to (server/account/saved-addresses.ts).
 */
export const customerAddresses = sqliteTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address: text('address').notNull(),
    /** The restaurant's area it is in; empty when the restaurant has no areas. */
    sector: text('sector').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    deliveryNote: text('delivery_note'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [index('customer_addresses_user_idx').on(t.userId)],
);

/**
 * The restaurant's own settings, in one row (id 1): who it is (name, logo, brand colour, contacts), how it writes
 * money, where it is, its time zone (each null: the configured first-start default), weekly opening hours (null:
 * open around the clock), closed dates, and a pause on new orders (until null: until turned off).
 */
export const restaurantSettings = sqliteTable(
  'restaurant_settings',
  {
    id: integer('id').primaryKey(),
    name: text('name'),
    /** The logo's 192 px icon under /uploads; its 512 px twin beside it. */
    logoPath: text('logo_path'),
    brandColour: text('brand_colour'),
    phone: text('phone'),
    email: text('email'),
    streetAddress: text('street_address'),
    currency: text('currency'),
    locale: text('locale'),
    wholeAmounts: integer('whole_amounts', { mode: 'boolean' }),
    latitude: real('latitude'),
    longitude: real('longitude'),
    timeZone: text('time_zone'),
    weeklyHours: text('weekly_hours', { mode: 'json' }).$type<WeeklyHours>(),
    closedDates: text('closed_dates', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    pausedAt: integer('paused_at', { mode: 'number' }),
    pausedUntil: integer('paused_until', { mode: 'number' }),
    pausedBy: integer('paused_by').references(() => users.id),
    /**
     * Customers with a delivered order confirm new orders without the e-mailed code. Off by default: for cash orders
     * it trades a check against fake orders for speed (docs/decisions/0034).
     */
    regularsSkipCode: integer('regulars_skip_code', { mode: 'boolean' }).notNull().default(false),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [check('restaurant_settings_one_row', sql`${t.id} = 1`)],
);

/** Where the restaurant delivers (shared/delivery-zones.ts): a zone's outline, fee, minimum and extra minutes. */
export const deliveryZones = sqliteTable('delivery_zones', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  shape: text('shape', { mode: 'json' }).$type<ZoneShape>().notNull(),
  feeCents: integer('fee_cents').notNull(),
  minimumCents: integer('minimum_cents').notNull(),
  extraMinutes: integer('extra_minutes').notNull(),
});

/** The restaurant's areas (offered at checkout) and landmarks (named on tickets), shared/places.ts. */
export const places = sqliteTable('places', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull(),
  kind: text('kind', { enum: PLACE_KINDS }).notNull(),
  name: text('name').notNull(),
  area: text('area'),
  latitude: real('latitude'),
  longitude: real('longitude'),
});

export const OTP_PURPOSES = ['signup', 'order', 'password-reset'] as const;

/** One-time codes: only an HMAC of the code is kept. */
export const oneTimeCodes = sqliteTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** An order code's twin for the mail's "Confirm order" button: an HMAC of a long random token, same limits. */
    linkHash: text('link_hash'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    /** Set when the code is used, or replaced by a newer one. */
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (t) => [index('one_time_codes_subject_idx').on(t.purpose, t.userId, t.orderId)],
);

/** What a mail request asks for: server/mail/mail-requests.ts decides, after the answer, what (if anything) to send. */
export const MAIL_REQUEST_KINDS = ['signup', 'signup-resend', 'password-reset'] as const;

/**
 * Mail asked for by someone who is not signed in: a sign-up, a new code, a forgotten password. Every such request
 * writes one row and answers; what to send, if anything, is decided and sent afterwards, so no answer takes longer
 * for an address with an account (docs/decisions/0030). A row is deleted once handled, and survives a restart until
 * then.
 */
export const mailRequests = sqliteTable(
  'mail_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: MAIL_REQUEST_KINDS }).notNull(),
    email: text('email').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: integer('due_at', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_requests_due_idx').on(t.dueAt)],
);

export const MAIL_STATUSES = ['sent', 'failed'] as const;

/** Every message Forkcast tried to send, with the honest outcome. Never holds the body (codes live there). */
export const mailLog = sqliteTable(
  'mail_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    purpose: text('purpose').notNull(),
    transport: text('transport').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_log_recipient_idx').on(t.recipient, t.createdAt)],
);
