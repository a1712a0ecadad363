import type { FastifyBaseLogger } from 'fastify';
import { APP_VERSION, type WebhookAttempt } from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { claimDelivery, recordAttempt, type AttemptOutcome, type ClaimedDelivery } from './repository.js';
import { DEFAULT_SCHEDULE, nextAttemptAt } from './schedule.js';
import { deliveryBody, signatureHeader } from './signing.js';

export interface WebhookWorkerOptions {
  /** How long one attempt may take before it counts as failed (default 10 s). */
  timeoutMs?: number;
  /** Wait before the second attempt; later ones double (default 30 s). */
  firstRetryMs?: number;
  /** Time after the first attempt when a delivery is given up (default 1 h). */
  giveUpAfterMs?: number;
  /** How long a claim holds before another instance may take the delivery (default: the timeout + 20 s). */
  leaseMs?: number;
  /** How often an idle worker looks for due deliveries; an alarm change on this instance wakes it at once (default 2 s). */
  pollMs?: number;
  /** Attempts under way at once, so that one slow receiver does not hold the others (default 4). */
  concurrency?: number;
  /** Off in tests that drive the worker by hand. */
  autoStart?: boolean;
  /** The jitter's random source (tests fix it). */
  random?: () => number;
}

type WorkerLog = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** A failure in words, without the URL (it may carry a token) and never with the secret. */
function failureText(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && err.name === 'TimeoutError') return `No answer within ${Math.round(timeoutMs / 1000)} s.`;
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `Could not connect (${cause.code}).`;
  return 'Could not send the request.';
}

/**
 * Sends the stored deliveries (docs/webhooks.md): one instance per delivery at a time (lease and
 * SKIP LOCKED, as the export worker does), a 2xx answer delivers it, anything else is tried again
 * on the retry schedule until it is given up. Nothing here runs on the alarm path.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly timeoutMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly log: WorkerLog,
    private readonly options: WebhookWorkerOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.leaseMs = options.leaseMs ?? this.timeoutMs + 20_000;
    this.concurrency = options.concurrency ?? 4;
  }

  start() {
    this.stopped = false;
    this.wake();
  }

  /** Stops claiming and abandons the attempts under way: their leases pass and another instance (or the next start) tries them again. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopping.abort();
    await this.pumping;
    await Promise.all(this.inFlight);
  }

  /** Looks for due deliveries now (after an alarm change queued some). */
  wake() {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.pumping = this.pump()
      .catch((err: unknown) => this.log.error({ err }, 'webhook worker pass failed'))
      .finally(() => {
        this.pumping = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 2000).unref();
      });
  }

  private async pump() {
    while (!this.stopped && this.inFlight.size < this.concurrency) {
      const delivery = await claimDelivery(this.db, this.leaseMs);
      if (!delivery) return;
      const run: Promise<void> = this.attempt(delivery)
        .catch((err: unknown) => this.log.error({ err, deliveryId: delivery.id }, 'webhook attempt could not be recorded'))
        .finally(() => {
          this.inFlight.delete(run);
          this.wake();
        });
      this.inFlight.add(run);
    }
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const started = new Date();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await this.post(delivery, started);
    } catch (err) {
      if (this.stopped) return; // abandoned: the lease passes and the delivery is tried again
      error = err instanceof OpenSecretError ? err.message : failureText(err, this.timeoutMs);
    }
    // logged at the claim, by the database's clock: the schedule's deadline is on that clock, so the
    // log shows the last attempt at the deadline rather than a few milliseconds before it
    const attempt: WebhookAttempt = { at: delivery.claimedAt.toISOString(), statusCode, error, durationMs: Date.now() - started.getTime() };
    const outcome = this.outcome(delivery, attempt);
    if (outcome.status !== 'delivered') {
      this.log.warn({ deliveryId: delivery.id, statusCode, error, attempt: delivery.attempts, status: outcome.status }, 'webhook delivery attempt failed');
    }
    if (!(await recordAttempt(this.db, delivery.id, delivery.attempts, outcome))) {
      this.log.warn({ deliveryId: delivery.id }, 'webhook attempt finished after another instance took the delivery over');
    }
  }

  private outcome(delivery: ClaimedDelivery, attempt: WebhookAttempt): AttemptOutcome {
    if (attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300) return { attempt, status: 'delivered' };
    const schedule = {
      firstRetryMs: this.options.firstRetryMs ?? DEFAULT_SCHEDULE.firstRetryMs,
      giveUpAfterMs: this.options.giveUpAfterMs ?? DEFAULT_SCHEDULE.giveUpAfterMs,
    };
    const next = nextAttemptAt(delivery.attempts, delivery.firstAttemptAt, new Date(), schedule, this.options.random);
    return next ? { attempt, status: 'pending', nextAttemptAt: next } : { attempt, status: 'failed' };
  }

  /** One POST; the answer's status (its body is not read). */
  private async post(delivery: ClaimedDelivery, at: Date): Promise<number> {
    let secret: string;
    try {
      secret = this.box.open(delivery.secret);
    } catch {
      throw new OpenSecretError();
    }
    const body = deliveryBody(delivery.id, delivery.payload);
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': `Bar-Console-Webhooks/${APP_VERSION}`,
        'X-Bar-Console-Event': delivery.event,
        'X-Bar-Console-Delivery': delivery.id,
        'X-Bar-Console-Signature': signatureHeader(secret, body, at),
      },
      body,
      // a redirect is not followed: it would send the event somewhere the bar's admin did not name
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(this.timeoutMs), this.stopping.signal]),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  }
}

class OpenSecretError extends Error {
  constructor() {
    super('The signing secret cannot be opened with the server key; rotate the secret.');
  }
}
