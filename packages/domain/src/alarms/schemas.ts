import { z } from 'zod';
import { listQueryObject, pagingQuerySchema } from '../schemas/paging.js';
import { ALARM_KINDS, ALARM_SEVERITIES, ALARM_STATES, ALARM_SUBJECTS } from './kinds.js';

export const ALARM_NOTES_MAX = 2000;

/** An alarm as the API answers it. */
export const alarmSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  barName: z.string(),
  kind: z.enum(ALARM_KINDS),
  severity: z.enum(ALARM_SEVERITIES),
  subjectType: z.enum(ALARM_SUBJECTS),
  subjectId: z.string(),
  subjectName: z.string().nullable(),
  detail: z.string().nullable(),
  state: z.enum(ALARM_STATES),
  firstSeen: z.string(),
  lastSeen: z.string(),
  count: z.number().int(),
  acknowledgedBy: z.object({ _id: z.string(), email: z.string() }).nullable(),
  acknowledgedAt: z.string().nullable(),
  assignee: z.object({ _id: z.string(), email: z.string() }).nullable(),
  clearedAt: z.string().nullable(),
  notes: z.string(),
});
export type Alarm = z.infer<typeof alarmSchema>;

const dayOrTime = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be an ISO date and time, e.g. 2026-11-26T18:00:00Z.` });

/** The inbox's filters, beside page/perPage (newest last-seen first). */
export const alarmListQuerySchema = listQueryObject({
  ...pagingQuerySchema.pick({ page: true, perPage: true }).shape,
  bar: z.uuid('bar must be a bar id.').optional(),
  severity: z.enum(ALARM_SEVERITIES, { error: `severity must be one of ${ALARM_SEVERITIES.join(', ')}.` }).optional(),
  state: z
    .enum([...ALARM_STATES, 'active'], { error: `state must be one of ${[...ALARM_STATES, 'active'].join(', ')}.` })
    .optional()
    .describe('active = open or acknowledged'),
  kind: z.enum(ALARM_KINDS, { error: `kind must be one of ${ALARM_KINDS.join(', ')}.` }).optional(),
  from: dayOrTime('from').optional(),
  to: dayOrTime('to').optional(),
});
export type AlarmListQuery = z.infer<typeof alarmListQuerySchema>;

export const alarmAssignSchema = z.strictObject({
  assigneeId: z.uuid('assigneeId must be a user id.').nullable(),
});

export const alarmNotesSchema = z.strictObject({
  notes: z.string().max(ALARM_NOTES_MAX, `Notes must be at most ${ALARM_NOTES_MAX} characters.`),
});

/** Open critical alarms per bar, for the top bar's badge and the fleet rows. */
export const alarmCountsSchema = z.object({
  critical: z.number().int(),
  warning: z.number().int(),
  byBar: z.array(z.object({ barId: z.string(), critical: z.number().int(), warning: z.number().int() })),
});
