import { z } from 'zod';
import { VIZ_THEMES } from './constants.js';
import { DEVICE_DRINK_STATUSES, DRINK_TYPES, recipeSnapshotSchema } from './drinks.js';
import { PAYMENT_METHODS } from './schemas/app-order.js';
import { CONVEYOR_POSITIONS, ROBOTIC_MODES } from './device-constants.js';

/**
 * The device protocol (ARCHITECTURE §4, docs/device-protocol.md) between the server and a bar
 * controller: commands on `bars/{barId}/cmd`, events on `bars/{barId}/evt`. Both sides validate
 * with these schemas; unknown fields are ignored so either side can grow.
 */

// the plain word lists live apart: screens that only name modes or positions need no schemas
export * from './device-constants.js';

const robotRef = z.object({ robotId: z.string(), tagName: z.string() });

/** Every command and its arguments. */
export const commandArgsSchemas = {
  startRobot: robotRef,
  stopRobot: robotRef,
  abortRobot: robotRef,
  toggleRobotMaintenance: robotRef,
  enableRobot: robotRef.extend({ enabled: z.boolean() }),
  generalStart: z.object({}),
  generalStop: z.object({}),
  emergencyStop: z.object({}),
  restoreEmergency: z.object({}),
  restoreFences: z.object({}),
  restoreCupError: z.object({}),
  moveConveyor: z.object({ number: z.number().int().min(1), position: z.enum(CONVEYOR_POSITIONS) }),
  unlockConveyor: z.object({ deliveryPosition: z.number().int().min(0) }),
  restartViz: z.object({}),
  setTheme: z.object({ theme: z.enum(VIZ_THEMES) }),
  setOpen: z.object({ open: z.boolean() }),
  setMode: z.object({ mode: z.enum(ROBOTIC_MODES), value: z.boolean() }),
  /** For the drinks issue: the server created drink `drinkId` (status open) and hands it to the bar. */
  orderDrink: z.object({
    drinkId: z.string(),
    recipe: recipeSnapshotSchema,
    name: z.string().nullable().optional(),
    type: z.string().optional(),
    priority: z.boolean().optional(),
    appOrderId: z.string().nullable().optional(),
  }),
  /** For the drinks issue: drop an open or producing drink (the bar reports it canceled). */
  cancelDrink: z.object({ drinkId: z.string() }),
  /** An open drink's priority changed: the bar re-sorts its open queue and reports the drink. */
  setDrinkPriority: z.object({ drinkId: z.string(), priority: z.boolean() }),
  /** Dispenser test (issue 7): pour `quantity` doses from a valve or the ice dispenser, each `dispensingTime` ms. */
  /** Not tracked (issue 7): an operator set a bottle cell (e.g. Set Full); the bar takes this as its level from now on. */
  setBottleLevel: z.object({
    dispenserId: z.string(),
    ingredientId: z.string(),
    ingredientName: z.string().optional(),
    enabled: z.boolean(),
    level: z.number().min(0),
    capacity: z.number().positive(),
    alarmLevel: z.number().min(0),
  }),
  manualDispense: z.object({
    target: z.enum(['valve', 'ice']),
    dispenserId: z.string(),
    quantity: z.number().int().min(1),
    dispensingTime: z.number().int().min(0),
  }),
} as const;

export type CommandName = keyof typeof commandArgsSchemas;
export const COMMAND_NAMES = Object.keys(commandArgsSchemas) as CommandName[];
export type CommandArgs<C extends CommandName> = z.infer<(typeof commandArgsSchemas)[C]>;

/** A command as published on `bars/{barId}/cmd`. `id` is unique; a controller executes an id once. */
export const deviceCommandSchema = z.object({
  id: z.string().min(1),
  command: z.enum(COMMAND_NAMES as [CommandName, ...CommandName[]]),
  args: z.unknown(),
  /** User id of the operator, or `system`. */
  issuedBy: z.string(),
  /** ISO time the server issued it. */
  at: z.string(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/** Checks a command's arguments against its schema; returns null when they do not fit. */
export function parseCommandArgs<C extends CommandName>(command: C, args: unknown): CommandArgs<C> | null {
  const parsed = commandArgsSchemas[command].safeParse(args ?? {});
  return parsed.success ? (parsed.data as CommandArgs<C>) : null;
}

// ---------------------------------------------------------------- events (bar → server)

const at = z.string().optional();

export const heartbeatEventSchema = z.object({ type: z.literal('heartbeat'), at, status: z.string().max(60) });

export const roboticFlagsSchema = z
  .object({
    danceMode: z.boolean(),
    ghostMode: z.boolean(),
    maintenanceMode: z.boolean(),
    automaticConveyor: z.boolean(),
    cupError: z.boolean(),
    /** Safety fences open (tripped) until restoreFences. */
    fencesOpen: z.boolean(),
    /** Emergency stop engaged until restoreEmergency. */
    emergency: z.boolean(),
  })
  .partial();
export type RoboticFlags = z.infer<typeof roboticFlagsSchema>;

/** Bar state; every field optional: only what changed need be sent. */
export const barStateEventSchema = z.object({
  type: z.literal('bar'),
  at,
  status: z.string().max(60).optional(),
  open: z.boolean().optional(),
  theme: z.enum(VIZ_THEMES).optional(),
  roboticSystem: roboticFlagsSchema.optional(),
  /**
   * Sent on (re)connect: every drink the bar still holds. Active drinks of the bar in the database
   * that are not listed (and older than a few seconds) become `error` 'Lost by the bar controller'.
   */
  activeDrinkIds: z.array(z.string()).max(1000).optional(),
});

export const robotStateEventSchema = z.object({
  type: z.literal('robot'),
  at,
  /** The controller knows its robots by tag name. */
  tagName: z.string(),
  status: z.string().max(60).optional(),
  enabled: z.boolean().optional(),
});

export const drinkEventSchema = z.object({
  type: z.literal('drink'),
  at,
  drink: z.object({
    /** UUID: the server's for drinks ordered through the API, the controller's for its own kiosk/app orders. */
    id: z.uuid(),
    status: z.enum(DEVICE_DRINK_STATUSES),
    /** Required when the controller reports a drink the server does not know yet. */
    recipe: recipeSnapshotSchema.optional(),
    type: z.enum(DRINK_TYPES).optional(),
    name: z.string().max(200).nullable().optional(),
    priority: z.boolean().optional(),
    color: z.string().max(20).nullable().optional(),
    deliveryPosition: z.number().int().min(0).nullable().optional(),
    /** Display name of the robot making it (ms1 shows it). */
    robot: z.string().max(120).nullable().optional(),
    appOrderId: z.uuid().nullable().optional(),
    error: z.string().max(500).nullable().optional(),
  }),
});

/**
 * A customer order taken at the bar's own channels (app, kiosk) and paid through a payment
 * gateway; its drinks follow as drink events carrying `appOrderId`.
 */
export const appOrderEventSchema = z.object({
  type: z.literal('appOrder'),
  at,
  order: z.object({
    id: z.uuid(),
    nickname: z.string().max(100).nullable().optional(),
    type: z.enum(DRINK_TYPES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    price: z.number().min(0).max(1_000_000),
    currency: z.string().min(3).max(3),
    status: z.enum(['open', 'paid', 'error']),
    /** The gateway's reference (Shift4 invoice number) once paid. */
    transactionId: z.string().max(100).nullable().optional(),
  }),
});

export const bottleLevelSchema = z.object({
  dispenserId: z.string(),
  ingredientId: z.string(),
  ingredientName: z.string().optional(),
  enabled: z.boolean(),
  /** Current level and capacity in the same unit; alarm level likewise. */
  level: z.number().min(0),
  capacity: z.number().positive(),
  alarmLevel: z.number().min(0),
});
export type BottleLevel = z.infer<typeof bottleLevelSchema>;

/** The full list of bottle levels (not a delta): the server recomputes bottleAlarm / bottleWarning from it. */
export const bottleLevelsEventSchema = z.object({ type: z.literal('bottles'), at, levels: z.array(bottleLevelSchema).max(500) });

export const ACK_STATUSES = ['acknowledged', 'done', 'failed'] as const;
export type AckStatus = (typeof ACK_STATUSES)[number];

/** Acknowledgement of a command: `acknowledged` on receipt, then `done` or `failed` (with a reason a person can read). */
export const ackEventSchema = z.object({
  type: z.literal('ack'),
  at,
  commandId: z.string(),
  status: z.enum(ACK_STATUSES),
  error: z.string().max(500).optional(),
});

export const deviceEventSchema = z.discriminatedUnion('type', [
  heartbeatEventSchema,
  barStateEventSchema,
  robotStateEventSchema,
  drinkEventSchema,
  bottleLevelsEventSchema,
  ackEventSchema,
  appOrderEventSchema,
]);
export type DeviceEvent = z.infer<typeof deviceEventSchema>;
export type DeviceEventOf<T extends DeviceEvent['type']> = Extract<DeviceEvent, { type: T }>;
