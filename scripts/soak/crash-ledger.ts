/**
 * What the API acknowledged (a 2xx answer) during the crash rounds, and what was in flight when
 * the server was killed: an edit in flight may or may not have been applied, both are correct.
 */
export interface Tracked<V> {
  acked: V;
  /** Sent, no answer yet (the kill came first). */
  inFlight?: V;
}

export interface DrinkAck {
  recipeName: string;
  name: string;
  /** A 2xx priority change: the drink must stay prioritised. */
  prioritised: boolean;
}

export interface VoucherAck {
  code: string;
  nickname: string;
  value: number;
}

export interface BottleValues {
  subCategory: string;
  price: number;
}

export interface UserNames {
  firstName: string;
  lastName: string;
}

export type WriteKind =
  'order' | 'priority' | 'ingredient create' | 'ingredient edit' | 'bottle edit' | 'user edit' | 'voucher create' | 'voucher edit' | 'export request';

export class Ledger {
  readonly drinks = new Map<string, DrinkAck>();
  readonly vouchers = new Map<string, Tracked<VoucherAck>>();
  readonly ingredients = new Map<string, Tracked<BottleValues> & { name: string }>();
  /** Dispenser bottle cell id → alarm level. */
  readonly cells = new Map<string, Tracked<number>>();
  readonly users = new Map<string, Tracked<UserNames>>();
  readonly exports = new Set<string>();
  readonly acknowledged = new Map<WriteKind, number>();
  /** Answers that are not a business refusal (409) nor the kill: 5xx other than 504, 400, 403, 404. */
  readonly unexpected: string[] = [];
  /** Business refusals (409 offline/closed/not open any more, 504 bar too slow): allowed, counted. */
  refused = 0;

  ack(kind: WriteKind) {
    this.acknowledged.set(kind, (this.acknowledged.get(kind) ?? 0) + 1);
  }

  get totalAcknowledged(): number {
    return [...this.acknowledged.values()].reduce((a, b) => a + b, 0);
  }

  /** Answers that are neither 2xx nor an expected refusal go to `unexpected`. */
  noteRefusal(what: string, status: number, body: unknown) {
    if (status === 409 || status === 504) this.refused++;
    else this.unexpected.push(`${what}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
  }
}

/** After a round's check, what was found becomes the acknowledged state (in-flight settled). */
export function settle<V>(entry: Tracked<V>, found: V) {
  entry.acked = found;
  delete entry.inFlight;
}
