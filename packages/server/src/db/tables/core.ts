// The tables every area refers to: bars, robots, users and their roles, commands and drinks.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const bars = pgTable(
  'bars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    open: boolean('open').notNull().default(false),
    /** `open` was decided here and the bar has not confirmed it yet: it is told at its next heartbeat. */
    openPending: boolean('open_pending').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    enableDrinkBuilder: boolean('enable_drink_builder').notNull().default(false),
    theme: text('theme').notNull().default('auto'),
    /** IANA zone the bar's days and exported dates are in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    status: text('status').notNull().default('UNKNOWN'),
    liveCheck: timestamp('live_check', { withTimezone: true }),
    conveyors: integer('conveyors').notNull().default(0),
    placeName: text('place_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    features: jsonb('features')
      .notNull()
      .default(sql`'{}'::jsonb`),
    instanceInfos: jsonb('instance_infos')
      .notNull()
      .default(sql`'{}'::jsonb`),
    roboticSystem: jsonb('robotic_system')
      .notNull()
      .default(sql`'{}'::jsonb`),
    paymentSettings: jsonb('payment_settings')
      .notNull()
      .default(sql`'{}'::jsonb`),
    security: jsonb('security')
      .notNull()
      .default(sql`'{}'::jsonb`),
    bottleAlarm: jsonb('bottle_alarm')
      .notNull()
      .default(sql`'[]'::jsonb`),
    bottleWarning: jsonb('bottle_warning')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bars_name_idx').on(t.name), index('bars_created_at_idx').on(t.createdAt)],
);

export const robots = pgTable(
  'robots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id').references(() => bars.id, { onDelete: 'set null' }),
    tagName: text('tag_name').notNull(),
    displayName: text('display_name').notNull(),
    status: text('status').notNull().default('STOP'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('robots_bar_idx').on(t.barId, t.position), uniqueIndex('robots_tag_name_idx').on(t.tagName)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  superadmin: boolean('superadmin').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [uniqueIndex('user_roles_user_bar_idx').on(t.userId, t.barId), index('user_roles_bar_idx').on(t.barId)],
);

/** Failed sign-in counters, kept in the database so every instance throttles alike. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
});

/** Commands sent to bar controllers and how far each got (docs/device-protocol.md). */
export const barCommands = pgTable(
  'bar_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    command: text('command').notNull(),
    args: jsonb('args')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** sent, acknowledged, done, failed, timed_out */
    status: text('status').notNull().default('sent'),
    error: text('error'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedByEmail: text('issued_by_email'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bar_commands_idempotency_idx').on(t.barId, t.idempotencyKey),
    index('bar_commands_bar_created_idx').on(t.barId, t.createdAt),
    index('bar_commands_open_idx').on(t.status, t.createdAt),
  ],
);

/** Drinks a bar makes; the recipe is a snapshot, with the sorted/filtered parts as real columns. */
export const drinks = pgTable(
  'drinks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('App'),
    status: text('status').notNull().default('open'),
    priority: boolean('priority').notNull().default(false),
    color: text('color'),
    recipe: jsonb('recipe').notNull(),
    recipeName: text('recipe_name').notNull(),
    recipePrice: numeric('recipe_price', { precision: 12, scale: 2 }).notNull().default('0'),
    recipeCategory: text('recipe_category').notNull().default(''),
    name: text('name'),
    deliveryPosition: integer('delivery_position'),
    robotDisplayName: text('robot_display_name'),
    appOrderId: uuid('app_order_id'),
    /** The drink this one remakes (the console's Remake), else null: analytics count remakes by it. */
    remakeOf: uuid('remake_of'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the history lists' order: createdAt, then id in the same direction (one index serves both
    // directions; with the id in it the index alone finds a deep page's first row)
    index('drinks_bar_status_created_id_idx').on(t.barId, t.status, t.createdAt, t.id),
    index('drinks_bar_created_idx').on(t.barId, t.createdAt),
    index('drinks_app_order_idx').on(t.appOrderId),
    // production table filters and sorts (issue 5)
    index('drinks_bar_status_updated_idx').on(t.barId, t.status, t.updatedAt),
    index('drinks_bar_status_type_created_idx').on(t.barId, t.status, t.type, t.createdAt),
    index('drinks_bar_status_recipe_name_idx').on(t.barId, t.status, t.recipeName),
  ],
);

/**
 * How many drinks of a bar are in each finished status (delivered, error, error_ack, canceled), kept
 * by triggers on `drinks` in the same transaction as the drink (migration 0010): the history lists'
 * exact total without counting the rows.
 */
export const drinkCounts = pgTable(
  'drink_counts',
  {
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.barId, t.status] })],
);

/**
 * The same counts per UTC day of `created_at` (`date_bin('1 day', created_at, '2000-01-01Z')`) and
 * per hour (below): a deep page of a history list sorted by createdAt finds its day from these, its
 * hour inside that day, then its first row inside that hour from the index.
 */
export const drinkDayCounts = pgTable(
  'drink_day_counts',
  {
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.barId, t.status, t.day] })],
);

export const drinkHourCounts = pgTable(
  'drink_hour_counts',
  {
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.barId, t.status, t.hour] })],
);
