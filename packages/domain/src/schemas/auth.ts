import { z } from 'zod';

/** The standard email pattern the sign-in form and the server share. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email is too long').regex(EMAIL_PATTERN, 'Invalid Email Format'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const roleGrantSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  barName: z.string(),
  role: z.enum(['MSADMIN', 'MSMAINT', 'ADMIN', 'MAINT', 'BARMAN']),
});

/** The signed-in user as the API returns it (login and whoami). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  superadmin: z.boolean(),
  roles: z.array(roleGrantSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = sessionUserSchema.extend({
  id: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const barTokenResponseSchema = z.object({
  barId: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
