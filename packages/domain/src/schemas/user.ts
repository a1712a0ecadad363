import { z } from 'zod';
import { ASSIGNABLE_ROLES, type BarRole } from '../roles.js';
import { EMAIL_PATTERN } from './auth.js';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`);

export const MIN_PASSWORD_LENGTH = 8;
const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Password is at most 200 characters');

/** Body of `POST /api/uuser/members/create` and the new-user dialog (SPEC §5). */
export const userCreateSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(254, 'Email is invalid')
    .regex(EMAIL_PATTERN, 'Email is invalid')
    .transform((e) => e.toLowerCase()),
  password: newPassword,
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** One row of the roles editor: a bar and an assignable role (never SUPERADMIN). */
export const userRoleInputSchema = z.object({
  barId: z.uuid('Choose a bar'),
  role: z.enum(ASSIGNABLE_ROLES as readonly BarRole[] as [BarRole, ...BarRole[]], { error: `Role must be one of ${ASSIGNABLE_ROLES.join(', ')}` }),
});
export type UserRoleInput = z.infer<typeof userRoleInputSchema>;

/**
 * Body of `PATCH /api/uuser/members/{id}` and the user edit form (SPEC §5). An empty password
 * keeps the current one; `roles`, when sent, replaces the user's whole set (one role per bar).
 * Other fields (id, email, superadmin, …) are ignored.
 */
export const userEditSchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    password: z.union([z.literal(''), newPassword]).optional(),
    confirmPassword: z.string().max(200).optional(),
    roles: z
      .array(userRoleInputSchema)
      .max(500, 'Too many roles')
      .refine((rows) => new Set(rows.map((r) => r.barId)).size === rows.length, 'A user holds one role per bar')
      .optional(),
  })
  .refine((u) => !u.password || u.password === u.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type UserEditInput = z.infer<typeof userEditSchema>;

export const userRoleViewSchema = z.object({ _id: z.string(), barId: z.string(), barName: z.string(), role: z.string() });

/** A user as the members calls answer: never the password or its hash. */
export const userViewSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  superadmin: z.boolean(),
  disabled: z.boolean(),
  roles: z.array(userRoleViewSchema),
  /** Distinct bars the user holds a role on (the Bars chips). */
  bars: z.array(z.object({ _id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** Filters and sort fields of the users list. */
export const USER_LIST_FIELDS = {
  sortable: ['firstName', 'lastName', 'email', 'createdAt'],
  searchable: ['firstName', 'lastName', 'email'],
} as const;
