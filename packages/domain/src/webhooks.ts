import { z } from 'zod';
import { ALARM_SEVERITIES } from './alarms/kinds.js';
import { listQueryObject, pagingQuerySchema } from './schemas/paging.js';

/**
 * Outbound alarm webhooks (issue 19): a bar's ADMIN names URLs that are sent a signed JSON event
 * whenever one of the bar's alarms changes (docs/webhooks.md).
 */

/** The alarm changes a webhook is told about, as event types; `webhook.test` is the "send test event" action. */
export const WEBHOOK_ALARM_CHANGES = ['opened', 'repeated', 'acknowledged', 'assigned', 'cleared'] as const;
export type WebhookAlarmChange = (typeof WEBHOOK_ALARM_CHANGES)[number];
export const WEBHOOK_EVENTS = [...WEBHOOK_ALARM_CHANGES.map((c) => `alarm.${c}` as const), 'webhook.test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX = 2000;
/** Webhooks one bar may have. */
export const WEBHOOKS_PER_BAR = 10;

/** Hosts that never leave the machine: the only ones a plain-http webhook may name, and only where the server allows it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why `text` cannot be a webhook URL, or null when it can: an absolute https URL (http only to a
 * loopback host, and only when `allowHttpLoopback`), with no user name or password in it.
 *
 * @example webhookUrlProblem('http://hooks.example.com/x', { allowHttpLoopback: false }) // 'The URL must start with https://.'
 */
export function webhookUrlProblem(text: string, options: { allowHttpLoopback: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full URL, e.g. https://hooks.example.com/bar-console.';
  }
  if (url.username || url.password) return 'The URL must not carry a user name or password; the signature proves the sender.';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) {
    return options.allowHttpLoopback
      ? null
      : 'The URL must start with https:// (plain http is allowed only to this machine, and only when the server allows it).';
  }
  return 'The URL must start with https://.';
}

const url = z
  .string({ error: 'url must be text.' })
  .trim()
  .min(1, 'Enter the URL.')
  .max(WEBHOOK_URL_MAX, `The URL must be at most ${WEBHOOK_URL_MAX} characters.`)
  // the form's rule; the server also checks plain http against its own setting
  .superRefine((text, ctx) => {
    const problem = webhookUrlProblem(text, { allowHttpLoopback: true });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const severities = z
  .array(z.enum(ALARM_SEVERITIES, { error: `severities must be among ${ALARM_SEVERITIES.join(', ')}.` }), { error: 'severities must be a list.' })
  .min(1, 'Choose at least one severity.')
  .max(ALARM_SEVERITIES.length, 'Each severity at most once.')
  .refine((list) => new Set(list).size === list.length, 'Each severity at most once.');

export const webhookCreateSchema = z.object({
  barId: z.string().optional(),
  url,
  severities,
  enabled: z.boolean({ error: 'enabled must be true or false.' }).default(true),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({
  barId: z.string().optional(),
  url: url.optional(),
  severities: severities.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
});
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

/** A webhook as the API answers it: never its signing secret. */
export const webhookSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  url: z.string(),
  severities: z.array(z.enum(ALARM_SEVERITIES)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of a create or a secret rotation: the only time the signing secret is shown. */
export const webhookWithSecretSchema = webhookSchema.extend({
  secret: z.string().describe('The signing secret, shown this once; the server never answers it again.'),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event for one webhook, with its attempts so far (the delivery log). */
export const webhookDeliverySchema = z.object({
  _id: z.string(),
  webhookId: z.string(),
  webhookUrl: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  alarmId: z.string().nullable(),
  alarmKind: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = listQueryObject({
  ...pagingQuerySchema.pick({ page: true, perPage: true }).shape,
  barId: z.string().optional(),
  webhook: z.uuid('webhook must be a webhook id.').optional(),
});
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuerySchema>;
