import { z } from 'zod';

/** Query of GET /api/uorder/drink/today: the bar, and optionally where "today" starts (the viewer's local midnight). */
export const dashboardQuerySchema = z.object({
  barId: z.string().optional(),
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const nameValue = z.object({ name: z.string(), value: z.number() });

/**
 * Dashboard data (SPEC §3) from today's delivered drinks: orders = delivered drinks, amount = sum
 * of their recipe prices, sales = income per hour (date = start of the hour), drinks and
 * categories = counts, ingredients = summed quantities (parts). Lists are sorted by value, highest first.
 */
export const dashboardSchema = z.object({
  totalOrders: z.number().int(),
  totalAmount: z.number(),
  sales: z.array(z.object({ value: z.number(), date: z.string() })),
  drinks: z.array(nameValue),
  categories: z.array(nameValue),
  ingredients: z.array(nameValue),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Top-N cut used by the dashboard lists. */
export const DASHBOARD_TOP = 10;
