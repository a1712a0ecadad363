import diagnostics_channel from 'node:diagnostics_channel';
import { FLEET_PUSH_INTERVAL_MS, type FleetBarSummary, type LiveMessage } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { Principal } from '../auth/repository.js';
import type { LiveHub } from '../live/plugin.js';
import { FleetBook } from './book.js';
import { loadFleetSnapshots } from './repository.js';

/** How often the rows are read again from the database, correcting anything a lost message left wrong. */
export const FLEET_RESYNC_MS = 5 * 60_000;
/** Bars read per load: the queries stay small with a fleet of thousands. */
const LOAD_CHUNK = 500;

/**
 * Where the service reports the CPU time it spent (`FleetStats`) after each push, for whoever
 * measures it (the benchmark of budget B10); nothing is sent while nobody subscribes.
 */
export const FLEET_STATS_CHANNEL = 'bar-console:fleet';
export interface FleetStats {
  busyMs: number;
  tracked: number;
}
const fleetStats = diagnostics_channel.channel(FLEET_STATS_CHANNEL);

function parseMessage(payload: Buffer): LiveMessage | undefined {
  try {
    return JSON.parse(payload.toString('utf8')) as LiveMessage;
  } catch {
    return undefined;
  }
}

export interface FleetDeps {
  db: Db;
  live: Pick<LiveHub, 'onConsoleMessage' | 'fleetWatchers' | 'publishToFleetHere'>;
  principals: { get(userId: string): Promise<Principal | undefined> };
  log: FastifyBaseLogger;
  now?: () => number;
}

export interface FleetService {
  /** The rows of `ids` (those that are bars), read from the database the first time each is asked for. */
  rows(ids: string[]): Promise<FleetBarSummary[]>;
  /** Sends the rows changed since the last push to the fleet topics of the users holding them (this instance's consoles). */
  push(): Promise<void>;
  /** Reads every tracked row again. */
  resync(): Promise<void>;
  /** Event-loop time spent keeping and sending the rows, in ms since start (budget B10). */
  busyMs(): number;
  close(): void;
}

/**
 * The fleet overview's rows (issue 19): one per bar, kept from the bars' live messages on every
 * instance, pushed to each watching user's `fleet/{userId}` topic at most every 500 ms with the
 * rows that changed among the bars the user holds.
 */
export function createFleetService(deps: FleetDeps): FleetService {
  const { db, live, log } = deps;
  const now = deps.now ?? Date.now;
  const book = new FleetBook();
  /** Messages of bars being read, applied again once the read is in (see loadFleetSnapshots). */
  const loading = new Map<string, LiveMessage[]>();
  const changed = new Set<string>();
  let busy = 0;

  // the event loop's time in the fleet's synchronous work: CPU time, or a little more when the machine is busy
  // (reading the process's CPU clock instead costs a system call each time, more than the work at 500 messages/s)
  const timed = <T>(work: () => T): T => {
    const start = performance.now();
    try {
      return work();
    } finally {
      busy += performance.now() - start;
    }
  };

  const stopListening = live.onConsoleMessage((barId, payload) => {
    const buffered = loading.get(barId);
    if (!buffered && !book.has(barId)) return;
    timed(() => {
      const message = parseMessage(payload);
      if (!message) return;
      buffered?.push(message);
      if (book.apply(barId, message, now())) changed.add(barId);
    });
  });

  async function load(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += LOAD_CHUNK) {
      const chunk = ids.slice(i, i + LOAD_CHUNK).filter((id) => !loading.has(id));
      for (const id of chunk) loading.set(id, []);
      try {
        const snapshots = await loadFleetSnapshots(db, chunk, now());
        timed(() => {
          const found = new Set<string>();
          for (const snapshot of snapshots) {
            const id = snapshot.bar._id;
            found.add(id);
            book.put(snapshot, now());
            for (const message of loading.get(id) ?? []) book.apply(id, message, now());
            changed.add(id);
          }
          for (const id of chunk) if (!found.has(id)) book.forget(id);
        });
      } finally {
        for (const id of chunk) loading.delete(id);
      }
    }
  }

  async function pushChanged(): Promise<void> {
    if (changed.size === 0) return;
    const watchers = live.fleetWatchers();
    const bars = [...changed];
    changed.clear();
    if (watchers.size === 0) return;
    const at = now();
    const rows = timed(() => new Map(bars.map((id) => [id, book.summary(id, at)])));
    try {
      for (const userId of watchers) {
        const principal = await deps.principals.get(userId);
        if (!principal) continue;
        const held = principal.superadmin ? undefined : new Set(principal.roles.map((r) => r.barId));
        const theirs = timed(() => bars.filter((id) => !held || held.has(id)).flatMap((id) => rows.get(id) ?? []));
        if (theirs.length === 0) continue;
        // serialising and handing the message to the broker happen before the first await: counted
        await timed(() => live.publishToFleetHere(userId, { type: 'fleet', payload: { bars: theirs } }));
      }
    } catch (err) {
      // the rows go again with the next push (a row is a state: sending it twice is harmless)
      for (const id of bars) changed.add(id);
      throw err;
    }
    if (fleetStats.hasSubscribers) fleetStats.publish({ busyMs: busy, tracked: book.tracked().length } satisfies FleetStats);
  }

  /**
   * One push at a time: a push still waiting on a principal would otherwise send its rows after a
   * later push sent newer ones, and the console would keep the older row until the bar changed again.
   */
  let sending: Promise<void> | undefined;
  function push(): Promise<void> {
    if (sending) return sending.then(push, push);
    sending = pushChanged().finally(() => (sending = undefined));
    return sending;
  }

  const pushTimer = setInterval(() => {
    if (sending) return;
    push().catch((err: unknown) => log.error({ err }, 'fleet rows not pushed'));
  }, FLEET_PUSH_INTERVAL_MS).unref();
  const resyncTimer = setInterval(() => {
    load(book.tracked()).catch((err: unknown) => log.error({ err }, 'fleet rows not read again'));
  }, FLEET_RESYNC_MS).unref();

  return {
    async rows(ids) {
      const missing = ids.filter((id) => !book.has(id));
      if (missing.length > 0) await load(missing);
      const at = now();
      return ids.flatMap((id) => book.summary(id, at) ?? []);
    },
    push,
    resync: () => load(book.tracked()),
    busyMs: () => busy,
    close() {
      clearInterval(pushTimer);
      clearInterval(resyncTimer);
      stopListening();
    },
  };
}
