// The sales analytics' counts (issue 21), kept by triggers on `drinks` in the drink's own transaction
// (migration 0014): a busy bar's months are read from these instead of its drinks.
import { integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bars } from './core.js';

const barId = () =>
  uuid('bar_id')
    .notNull()
    .references(() => bars.id, { onDelete: 'cascade' });
const count = (name: string) => integer(name).notNull().default(0);
const money = () => numeric('revenue', { precision: 14, scale: 2 }).notNull().default('0');

/**
 * Finished drinks per 15 minutes (UTC bins: every zone's offset is whole quarters of an hour, so a bin
 * lies in one local hour) and sales channel (a remake's is the channel of the drink it remakes).
 */
export const drinkSalesBins = pgTable(
  'drink_sales_bins',
  {
    barId: barId(),
    bin: timestamp('bin', { withTimezone: true }).notNull(),
    channel: text('channel').notNull(),
    delivered: count('delivered'),
    errors: count('errors'),
    canceled: count('canceled'),
    finished: count('finished'),
    remakes: count('remakes'),
    /** Menu prices of the delivered drinks that are not remakes. */
    revenue: money(),
  },
  (t) => [primaryKey({ columns: [t.barId, t.bin, t.channel] })],
);

/** Delivered drinks per UTC day and recipe; the days a period only partly covers are counted from the drinks. */
export const drinkDayRecipes = pgTable(
  'drink_day_recipes',
  {
    barId: barId(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    recipeName: text('recipe_name').notNull(),
    delivered: count('delivered'),
    revenue: money(),
  },
  (t) => [primaryKey({ columns: [t.barId, t.day, t.recipeName] })],
);

/** Delivered drinks per UTC day and channel by whole seconds waited: `waits[s + 1]` drinks waited s seconds (up to an hour). */
export const drinkDayWaits = pgTable(
  'drink_day_waits',
  {
    barId: barId(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    channel: text('channel').notNull(),
    waits: integer('waits').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.barId, t.day, t.channel] })],
);
