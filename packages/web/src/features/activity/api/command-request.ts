import type { CommandRecord } from '@bar/domain';
import { api, type HttpMethod } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';

/** A command as the control calls and the recent-commands list answer it. */
export type BarCommand = Renamed<CommandRecord>;

/** What every control call carries: the bar it acts on and the click's idempotency key. */
export interface CommandTarget {
  barId: string;
  /** One per click (crypto.randomUUID()): a retried request never runs the command twice. */
  idempotencyKey: string;
}

/**
 * Sends one bar control call. It answers once the bar has acknowledged the command; a bar that is
 * offline or refuses answers 409, a bar that stays silent 504.
 */
export function commandRequest(path: string, method: HttpMethod, target: CommandTarget, body: object = {}): Promise<BarCommand> {
  return api<BarCommand>(path, {
    method,
    bar: target.barId,
    headers: { 'Idempotency-Key': target.idempotencyKey },
    body: { barId: target.barId, ...body },
  });
}
