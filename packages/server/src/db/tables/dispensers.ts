import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bars } from './core.js';
import { barIngredients } from './ingredients.js';

// One table for every dispenser kind (issue 7): the kinds share bar, graphic code and ingredient;
// kind-specific settings are nullable columns. Bib valves are their own rows.
export const dispensers = pgTable(
  'dispensers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    /** API kind: bottles, bib, granulars, garnishes, leaves, ice, coffee */
    kind: text('kind').notNull(),
    graphicCode: text('graphic_code').notNull().default(''),
    ingredientId: uuid('ingredient_id').references(() => barIngredients.id, { onDelete: 'set null' }),
    // bottles
    row: integer('row'),
    column: integer('column'),
    fake: boolean('fake').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    capacityId: text('capacity_id'),
    doserType: text('doser_type'),
    alarmLevel: doublePrecision('alarm_level'),
    estimatedLevel: doublePrecision('estimated_level'),
    actualLevel: doublePrecision('actual_level'),
    // granulars, garnishes, leaves, ice / coffee
    dispensingTime: integer('dispensing_time'),
    grinderTime: integer('grinder_time'),
    // bib
    beverageType: text('beverage_type'),
    robots: jsonb('robots')
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispensers_bar_kind_idx').on(t.barId, t.kind, t.position)],
);

/** A bib dispenser's valves, each with the flavour it pours (or none: UNASSIGNED). */
export const dispenserValves = pgTable(
  'dispenser_valves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    dispenserId: uuid('dispenser_id')
      .notNull()
      .references(() => dispensers.id, { onDelete: 'cascade' }),
    graphicCode: text('graphic_code').notNull().default(''),
    flavourId: uuid('flavour_id').references(() => barIngredients.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('dispenser_valves_dispenser_idx').on(t.dispenserId, t.position)],
);
