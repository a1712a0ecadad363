import { z } from 'zod';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

/** Body of `POST /api/uBar/robots/create` and the create dialog. */
export const robotCreateSchema = z.object({
  tagName: text('Name', 60).regex(/^[A-Za-z0-9._-]+$/, 'Name may use letters, digits, dot, dash and underscore'),
  displayName: text('Display name', 100),
  /** The bar the robot is installed in; null for a robot not installed anywhere. */
  barId: z.uuid('Choose a bar').nullable().optional(),
  enabled: z.boolean().default(true),
});
export type RobotCreateInput = z.input<typeof robotCreateSchema>;

/** Body of `PUT /api/uBar/robots/{id}`; fields left out keep their value. */
export const robotUpdateSchema = robotCreateSchema.partial().extend({ enabled: z.boolean().optional() });
export type RobotUpdateInput = z.infer<typeof robotUpdateSchema>;

/** A robot as the robots calls answer. */
export const robotViewSchema = z.object({
  _id: z.string(),
  tagName: z.string(),
  displayName: z.string(),
  status: z.string(),
  enabled: z.boolean(),
  barId: z.string().nullable(),
  barName: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type RobotView = z.infer<typeof robotViewSchema>;

/** Filters and sort fields of the robots list (`id` and `_id` both mean the robot id, exact match). */
export const ROBOT_LIST_FIELDS = {
  sortable: ['id', '_id', 'tagName', 'displayName', 'barId'],
  searchable: ['id', '_id', 'tagName', 'displayName', 'barId'],
} as const;
