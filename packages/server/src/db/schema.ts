import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const bars = pgTable(
  'bars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    open: boolean('open').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    enableDrinkBuilder: boolean('enable_drink_builder').notNull().default(false),
    theme: text('theme').notNull().default('auto'),
    status: text('status').notNull().default('UNKNOWN'),
    liveCheck: timestamp('live_check', { withTimezone: true }),
    conveyors: integer('conveyors').notNull().default(0),
    placeName: text('place_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    features: jsonb('features').notNull().default(sql`'{}'::jsonb`),
    instanceInfos: jsonb('instance_infos').notNull().default(sql`'{}'::jsonb`),
    roboticSystem: jsonb('robotic_system').notNull().default(sql`'{}'::jsonb`),
    paymentSettings: jsonb('payment_settings').notNull().default(sql`'{}'::jsonb`),
    security: jsonb('security').notNull().default(sql`'{}'::jsonb`),
    bottleAlarm: jsonb('bottle_alarm').notNull().default(sql`'[]'::jsonb`),
    bottleWarning: jsonb('bottle_warning').notNull().default(sql`'[]'::jsonb`),
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
