import { z } from 'zod';
import { BAR_VERSIONS } from '../constants.js';

/** Topic a console subscribes to for the live rows of every bar its user holds (one subscription, issue 19). */
export const fleetTopic = (userId: string) => `fleet/${userId}`;

/** Longest wait between a bar's change and the fleet message that carries it to the consoles. */
export const FLEET_PUSH_INTERVAL_MS = 500;

export const fleetRobotSchema = z.object({ tagName: z.string(), displayName: z.string(), status: z.string() });
export type FleetRobot = z.infer<typeof fleetRobotSchema>;

/**
 * One bar at a glance, as the fleet page shows it and keeps it live. Kept by the server from the
 * bar's own live messages (bar, robot, drink, alarm), never re-read per request.
 */
export const fleetBarSummarySchema = z.object({
  barId: z.string(),
  name: z.string(),
  version: z.enum(BAR_VERSIONS),
  /** Last live check (heartbeat) of the bar; online while it is at most 3 minutes old. */
  liveCheck: z.string().nullable(),
  status: z.string(),
  open: z.boolean(),
  maintenance: z.boolean(),
  robots: z.array(fleetRobotSchema),
  /** Drinks not yet delivered, failed or cancelled, and when the oldest of them was ordered. */
  queue: z.object({ count: z.number().int(), oldestCreatedAt: z.string().nullable() }),
  /** Drinks delivered today (ordered since the bar's local midnight) and their price, in `currency`. */
  today: z.object({ drinks: z.number().int(), revenue: z.number() }),
  currency: z.string(),
  timeZone: z.string(),
  /** Enabled bottles under 30 % of their capacity, and those at or under their alarm level. */
  bottles: z.object({ low: z.number().int(), empty: z.number().int() }),
  /** Alarms not yet cleared, by severity. */
  alarms: z.object({ critical: z.number().int(), warning: z.number().int() }),
});
export type FleetBarSummary = z.infer<typeof fleetBarSummarySchema>;

/** GET /api/fleet: a row for every bar the caller holds. */
export const fleetSchema = z.object({ bars: z.array(fleetBarSummarySchema) });
export type Fleet = z.infer<typeof fleetSchema>;

/** The `fleet` live message: bars whose row changed since the last message, whole. */
export const fleetUpdateSchema = z.object({ bars: z.array(fleetBarSummarySchema) });
export type FleetUpdate = z.infer<typeof fleetUpdateSchema>;
