import { z } from 'zod';

/** How a rate was learned: hour-of-week history, the recent rate, the menu's recipe mix, or nothing to go on. */
export const FORECAST_BASES = ['weekly', 'recent', 'menu', 'none'] as const;

const instant = z.string().nullable();
const sessionFields = {
  barId: z.string(),
  barName: z.string(),
  timeZone: z.string(),
  /** The current opening when the bar is open by its hours, else the next one. */
  opensAt: z.string(),
  closesAt: z.string(),
  openNow: z.boolean(),
};

/** One enabled dispenser that reports a level (bottle cells), with its run-out and band. */
export const dispenserForecastSchema = z.object({
  dispenserId: z.string(),
  graphicCode: z.string(),
  kind: z.literal('bottles'),
  ingredientId: z.string().nullable(),
  ingredientName: z.string(),
  row: z.number(),
  column: z.number(),
  level: z.number(),
  capacity: z.number(),
  alarmLevel: z.number(),
  sizeId: z.string(),
  sizeDescription: z.string(),
  basis: z.enum(FORECAST_BASES),
  /** The product's use now, parts per hour. */
  ratePerHour: z.number(),
  /** Null: lasts past the forecast's horizon (a week). */
  runOutAt: instant,
  earliestAt: instant,
  latestAt: instant,
  beforeClosing: z.boolean(),
});
export type DispenserForecast = z.infer<typeof dispenserForecastSchema>;

export const substituteSchema = z.object({ recipeId: z.string(), name: z.string(), shared: z.number().int() });

/** A recipe that will be unavailable before closing, or one unavailable now with the recipes to offer instead. */
export const recipeForecastSchema = z.object({
  recipeId: z.string(),
  name: z.string(),
  categoryId: z.string(),
  valid: z.boolean(),
  runsOutAt: instant,
  ingredientName: z.string().nullable(),
  substitutes: z.array(substituteSchema),
});
export type RecipeForecastView = z.infer<typeof recipeForecastSchema>;

/** GET /api/forecast/bar: the selected bar's forecast. */
export const barForecastSchema = z.object({
  ...sessionFields,
  now: z.string(),
  dispensers: z.array(dispenserForecastSchema),
  recipes: z.array(recipeForecastSchema),
});
export type BarForecastView = z.infer<typeof barForecastSchema>;

export const restockLineSchema = z.object({
  dispenserId: z.string(),
  graphicCode: z.string(),
  row: z.number(),
  column: z.number(),
  ingredientId: z.string().nullable(),
  ingredientName: z.string(),
  sizeId: z.string(),
  sizeDescription: z.string(),
  capacity: z.number(),
  level: z.number(),
  runOutAt: instant,
  action: z.enum(['replace', 'topUp']),
  bottles: z.number().int(),
});
export type RestockLineView = z.infer<typeof restockLineSchema>;

/** One bar's restock list for its current or next opening. */
export const restockListSchema = z.object({
  ...sessionFields,
  lines: z.array(restockLineSchema),
  totals: z.array(z.object({ ingredientName: z.string(), sizeDescription: z.string(), bottles: z.number().int() })),
});
export type RestockListView = z.infer<typeof restockListSchema>;

/** GET /api/forecast/restock/all: the restock lists of every bar of the caller (bars with nothing to do included). */
export const restockRunSchema = z.object({ bars: z.array(restockListSchema) });
export type RestockRunView = z.infer<typeof restockRunSchema>;

/** How many bars one restock run covers at most (super administrators see every bar). */
export const RESTOCK_RUN_MAX_BARS = 200;
