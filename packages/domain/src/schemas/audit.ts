import { z } from 'zod';

export const AUDIT_OUTCOMES = ['ok', 'refused', 'invalid', 'error'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** One row of the audit log as GET /api/audit/ answers it (SUPERADMIN, every bar). */
export const auditRowSchema = z.object({
  _id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  barId: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  targetId: z.string().nullable(),
  statusCode: z.number().int(),
  outcome: z.enum(AUDIT_OUTCOMES),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** One row of a bar's audit timeline (GET /api/audit/bar): the same without the caller's address. */
export const barAuditRowSchema = auditRowSchema.omit({ ip: true });
export type BarAuditRow = z.infer<typeof barAuditRowSchema>;
