import { z } from 'zod';
import { VIZ_THEMES } from './constants.js';
import { COMMAND_STATUSES } from './command-constants.js';
import { CONVEYOR_POSITIONS, ROBOTIC_MODES, type RoboticMode } from './device-protocol.js';

/**
 * The HTTP side of bar commands (SPEC §7) and how the console sees a command's life:
 * sent → acknowledged → done | failed | timed_out (docs/device-protocol.md).
 */

// statuses, labels and the idempotency header live apart: screens that only show commands need no schemas
export * from './command-constants.js';

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, 'The idempotency key must not be empty')
  .max(200, 'The idempotency key is at most 200 characters')
  // checked before anything is stored: a key the database cannot hold would fail half-way through an order
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'The idempotency key must not contain control characters');

/** A command as the API answers it (control calls and the activity list). */
export const commandRecordSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  command: z.string(),
  args: z.unknown(),
  status: z.enum(COMMAND_STATUSES),
  error: z.string().nullable(),
  issuedBy: z.object({ _id: z.string().nullable(), email: z.string().nullable(), name: z.string() }),
  idempotencyKey: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type CommandRecord = z.infer<typeof commandRecordSchema>;

const barIdField = { barId: z.string().optional(), idempotencyKey: idempotencyKeySchema.optional() };

/** Body of the bar-wide controls (restoreFences, restoreEmergency, generalStart, generalStop, emergencyStop, restoreCupError, restartViz). */
export const barCommandBodySchema = z.object(barIdField);

export const moveConveyorBodySchema = z.object({
  ...barIdField,
  number: z
    .number({ error: 'number is required' })
    .int('number must be a whole number')
    .min(1, 'number must be 1 or more')
    .max(20, 'number must be at most 20'),
  position: z.enum(CONVEYOR_POSITIONS, { error: 'position must be back or front' }),
});

export const unlockConveyorBodySchema = z.object({
  ...barIdField,
  bar: z.string().optional(),
  deliveryPosition: z.number({ error: 'deliveryPosition is required' }).int('deliveryPosition must be a whole number').min(0).max(1000),
});

/** PATCH /ubar/bars/{id}/updateFromBarManager: exactly one of open or theme. */
export const barManagerUpdateSchema = z
  .object({ ...barIdField, open: z.boolean().optional(), theme: z.enum(VIZ_THEMES, { error: 'theme must be auto, dark or light' }).optional() })
  .refine((b) => (b.open === undefined) !== (b.theme === undefined), { message: 'Send either open or theme' });

/**
 * 202 of closing a bar that is offline: it is closed here at once (every sales channel refused) and
 * the bar is told when it reconnects; `openPending` stays true until the bar confirms.
 */
export const CLOSED_WHILE_OFFLINE_MESSAGE = 'The bar is offline: it is closed now and will be told as soon as it reconnects.';
export const closedWhileOfflineSchema = z.object({ barId: z.string(), open: z.literal(false), openPending: z.boolean(), message: z.string() });
export type ClosedWhileOffline = z.infer<typeof closedWhileOfflineSchema>;

/** PATCH /ubar/bars/{barId}/roboticSettings: exactly one mode flag. */
export const roboticModeBodySchema = z
  .object({ ...barIdField, ...(Object.fromEntries(ROBOTIC_MODES.map((m) => [m, z.boolean().optional()])) as Record<RoboticMode, z.ZodOptional<z.ZodBoolean>>) })
  .refine((b) => ROBOTIC_MODES.filter((m) => b[m] !== undefined).length === 1, {
    message: `Send exactly one of ${ROBOTIC_MODES.join(', ')}`,
  });

export const robotCommandBodySchema = z.object(barIdField);
export const robotEnableBodySchema = z.object({ ...barIdField, enabled: z.boolean({ error: 'enabled must be true or false' }) });
