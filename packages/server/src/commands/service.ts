import { randomUUID } from 'node:crypto';
import { isOnline, type CommandArgs, type CommandName, type CommandRecord } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import { AppError, conflict, notFound } from '../http/errors.js';
import type { Principal } from '../auth/repository.js';
import {
  findBarLiveState,
  findCommand,
  findCommandByKey,
  findCommandRecord,
  finishCommand,
  insertCommand,
  toCommandRecord,
  type CommandRow,
} from './repository.js';

export interface CommandOptions {
  /** How long a call waits for the bar's acknowledgement. Default 5 s. */
  timeoutMs?: number;
  /** How often the waiting call re-reads the command row. Default 100 ms. */
  pollMs?: number;
  /** An acknowledged command not done after this long times out. Default 2 minutes. */
  completionTimeoutMs?: number;
  /** How often stale commands are swept to timed_out; 0 turns the sweep off. Default 30 s. */
  sweepIntervalMs?: number;
  now?: () => Date;
}

export const OFFLINE_MESSAGE = 'The bar is offline.';
const KEY_REUSED_MESSAGE = 'This idempotency key was already used for a different command.';

/** 409 for a key already spent on another command: the earlier command's effects must stand. */
export class KeyReusedError extends AppError {
  constructor() {
    super(409, KEY_REUSED_MESSAGE, undefined, 'IDEMPOTENCY_KEY_REUSED');
  }
}
export const TIMEOUT_MESSAGE = 'The bar did not answer the command in time.';
const NOT_SENT_MESSAGE = 'The command could not be sent to the bar. Try again.';

/** Same JSON whatever the key order, to compare a retried command with the first one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createCommandService(deps: { db: Db; live: Pick<LiveHub, 'sendCommand'>; log: FastifyBaseLogger; options?: CommandOptions }) {
  const { db, live, log } = deps;
  const timeoutMs = deps.options?.timeoutMs ?? 5_000;
  const pollMs = deps.options?.pollMs ?? 100;
  const now = deps.options?.now ?? (() => new Date());

  /** Waits (re-reading the row, so an ack handled by any instance counts) until the bar finished, or the time is up. */
  async function awaitOutcome(row: CommandRow): Promise<CommandRow> {
    const deadline = Math.min(row.createdAt.getTime() + timeoutMs, Date.now() + timeoutMs);
    let current = row;
    // wait for done / failed so a refusal reaches the caller; an acknowledged command still counts as accepted at the deadline
    while (current.status === 'sent' || current.status === 'acknowledged') {
      const left = deadline - Date.now();
      if (left <= 0) {
        if (current.status === 'sent') current = (await finishCommand(db, current.id, 'timed_out', TIMEOUT_MESSAGE)) ?? current;
        break;
      }
      await sleep(Math.min(pollMs, left));
      current = (await findCommand(db, current.id)) ?? current;
    }
    return current;
  }

  async function answer(row: CommandRow): Promise<CommandRecord> {
    switch (row.status) {
      case 'acknowledged':
      case 'done':
        return (await findCommandRecord(db, row.id)) ?? toCommandRecord(row);
      case 'failed':
        throw conflict(row.error ?? 'The bar could not carry out the command.', 'COMMAND_REFUSED');
      default:
        throw new AppError(504, row.error ?? TIMEOUT_MESSAGE, undefined, 'BAR_TIMEOUT');
    }
  }

  async function replay(existing: CommandRow, command: CommandName, args: unknown): Promise<CommandRecord> {
    if (existing.command !== command || canonical(existing.args) !== canonical(args)) {
      throw new KeyReusedError();
    }
    return answer(await awaitOutcome(existing));
  }

  return {
    /**
     * Stores a command, sends it to the bar and answers once the bar acknowledged it. A key already
     * used on this bar never sends again: it answers the first command's outcome.
     */
    async issue<C extends CommandName>(input: {
      barId: string;
      principal: Principal | null;
      command: C;
      args: CommandArgs<C>;
      idempotencyKey?: string;
    }): Promise<CommandRecord> {
      const { barId, command, args } = input;
      const key = input.idempotencyKey ?? randomUUID();
      if (input.idempotencyKey) {
        const existing = await findCommandByKey(db, barId, key);
        if (existing) return replay(existing, command, args);
      }
      const bar = await findBarLiveState(db, barId);
      if (!bar) throw notFound('Bar');
      const online = isOnline(bar.liveCheck, now());
      const row = await insertCommand(db, {
        barId,
        command,
        args,
        issuedBy: input.principal?.userId ?? null,
        issuedByEmail: input.principal?.email ?? null,
        idempotencyKey: key,
        ...(online ? {} : { status: 'failed', error: OFFLINE_MESSAGE, completedAt: now() }),
      });
      if (!row) {
        // a concurrent request with the same key won the insert
        const existing = await findCommandByKey(db, barId, key);
        if (!existing) throw conflict('This command is being handled. Try again.');
        return replay(existing, command, args);
      }
      if (!online) throw conflict(OFFLINE_MESSAGE, 'BAR_OFFLINE');
      try {
        await live.sendCommand(barId, { id: row.id, command, args, issuedBy: input.principal?.userId ?? 'system', at: row.createdAt.toISOString() });
      } catch (err) {
        log.warn({ err, barId, command }, 'command not published');
        await finishCommand(db, row.id, 'failed', NOT_SENT_MESSAGE);
        throw new AppError(503, NOT_SENT_MESSAGE);
      }
      return answer(await awaitOutcome(row));
    },
  };
}

export type CommandService = ReturnType<typeof createCommandService>;
