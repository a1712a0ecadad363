import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bars } from './core.js';

/** Recipe categories of a bar's menu (SPEC §3), shown in `order`. */
export const recipeCategories = pgTable(
  'recipe_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    isCoffee: boolean('is_coffee').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipe_categories_bar_order_idx').on(t.barId, t.order)],
);

// The ingredient rows are jsonb: at most a handful per recipe, always read with the recipe and
// never filtered on; `valid` is computed on read from the bar's ingredients, so it is never stale.
export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => recipeCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    coffeeType: text('coffee_type'),
    cup: text('cup'),
    order: integer('order').notNull().default(0),
    ingredients: jsonb('ingredients')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipes_category_order_idx').on(t.categoryId, t.order), index('recipes_bar_idx').on(t.barId)],
);
