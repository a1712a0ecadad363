import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bars } from './core.js';

// One table per scope with a `kind` column (docs/architecture.md, issue 6): the kinds share almost
// every field, so one generic repository serves all of them. Everything a list shows, filters or
// sorts is a real column (kind-specific ones are nullable); only the flavour list (at most three
// items, never filtered) is jsonb.
const ingredientColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  /** URL kind: bottles, beverages, flavours, garnishes, granulars, leaves, coffee, coffee-type, solubles, milk */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  category: text('category').notNull().default(''),
  subCategory: text('sub_category').notNull().default(''),
  color: text('color').notNull().default(''),
  alcoholPerc: doublePrecision('alcohol_perc').notNull().default(0),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  infusionTime: integer('infusion_time'),
  isVegan: boolean('is_vegan'),
  isHot: boolean('is_hot'),
  foamAirSpeed: integer('foam_air_speed'),
  pumpSpeed: integer('pump_speed'),
  flavours: jsonb('flavours')
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The global catalogue a super administrator keeps and bars copy from. */
export const globalIngredients = pgTable('global_ingredients', ingredientColumns(), (t) => [
  uniqueIndex('global_ingredients_kind_lower_name_idx').on(t.kind, sql`lower(${t.name})`),
  index('global_ingredients_kind_name_idx').on(t.kind, t.name),
  index('global_ingredients_kind_category_idx').on(t.kind, t.category, t.name),
]);

/** Each bar's own ingredients (SPEC §2 "Bar ingredients"). */
export const barIngredients = pgTable(
  'bar_ingredients',
  {
    ...ingredientColumns(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    disabled: boolean('disabled').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    globalId: uuid('global_id').references(() => globalIngredients.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bar_ingredients_bar_kind_lower_name_idx').on(t.barId, t.kind, sql`lower(${t.name})`),
    index('bar_ingredients_bar_kind_name_idx').on(t.barId, t.kind, t.name),
    index('bar_ingredients_bar_kind_category_idx').on(t.barId, t.kind, t.category, t.name),
  ],
);
