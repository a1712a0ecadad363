import { sql } from 'drizzle-orm';
import { ALARM_KIND_RULES, barAlarmConditions, type Alarm, type AlarmKind } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import { findBarDetail } from '../bars/repository.js';
import { AppError } from '../http/errors.js';
import { bottleLevelsOfBar } from '../dispensers/repository.js';
import { runOutAlarms } from '../forecast/service.js';
import { activeAlarmsOfBar, alarmView, barsAlarmedOffline, clearAlarms, raiseAlarm, silentBarIds, type AlarmKey, type RaiseOutcome } from './repository.js';

/** What happened to an alarm: everyone watching is told (consoles, webhooks). */
export type AlarmChange = RaiseOutcome | 'cleared' | 'acknowledged' | 'assigned' | 'noted';

export type AlarmListener = (alarm: Alarm, change: AlarmChange) => void | Promise<void>;

export interface AlarmDeps {
  db: Db;
  live: Pick<LiveHub, 'publishToConsoles'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const BOTTLE_KINDS: AlarmKind[] = ['bottleEmpty', 'bottleLow'];
/** First key of the alarms' advisory locks, apart from the migration lock's. */
const ALARM_LOCK_SPACE = 727002;

/**
 * Raises and clears a bar's alarms from what it reports (issue 19). Every change is published to the
 * bar's consoles as an `alarm` live message and handed to the listeners (outbound webhooks).
 */
export function createAlarmService(deps: AlarmDeps) {
  const { db, live, log } = deps;
  const now = deps.now ?? (() => new Date());
  const listeners = new Set<AlarmListener>();

  async function announce(id: string, barId: string, change: AlarmChange) {
    const alarm = await alarmView(db, id);
    if (!alarm) return;
    await live.publishToConsoles(barId, { type: 'alarm', payload: { change, alarm } });
    for (const listener of listeners) {
      try {
        await listener(alarm, change);
      } catch (err) {
        log.error({ err, alarmId: id }, 'alarm listener failed');
      }
    }
  }

  /**
   * Judges the bar's condition alarms against its stored state (after a bar event was applied):
   * opens what holds and is not yet open, clears what no longer holds. `only` limits the judged kinds
   * to those an event can change.
   */
  async function judgeBar(barId: string, only?: AlarmKind[]): Promise<void> {
    // the forecast reads many tables at once: on the pool, before the lock, not on the transaction's one connection
    // (which takes one statement at a time); a run-out a moment old is as good a forecast
    const runOuts = !only || only.includes('runOutBeforeClosing') ? await forecastRunOuts(barId, now()) : undefined;
    const changes = await underBarLock(barId, (tx) => reconcile(tx, barId, runOuts, only));
    for (const change of changes) await announce(change.id, barId, change.change);
  }

  /**
   * One bar's alarms change under a lock of that bar, in one transaction: two instances judging the
   * same bar at once (each took one of its events) take turns, and the later one reads the state
   * the earlier one's event left, so an alarm never stays open for a condition already over.
   */
  async function underBarLock<T>(barId: string, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ALARM_LOCK_SPACE}, hashtext(${barId}))`);
      return work(tx as unknown as Db);
    });
  }

  async function reconcile(
    db: Db,
    barId: string,
    runOuts: Awaited<ReturnType<typeof forecastRunOuts>>,
    only?: AlarmKind[],
  ): Promise<Array<{ id: string; change: AlarmChange }>> {
    const changes: Array<{ id: string; change: AlarmChange }> = [];
    const bar = await findBarDetail(db, barId);
    if (!bar) return changes;
    const at = now();
    const wantsBottles = !only || only.some((k) => BOTTLE_KINDS.includes(k));
    const bottles = wantsBottles ? await bottleLevelsOfBar(db, barId) : [];
    const { judged, conditions } = barAlarmConditions(
      {
        liveCheck: bar.liveCheck,
        roboticSystem: bar.roboticSystem,
        robots: bar.robots.map((r) => ({ id: r._id, name: r.displayName || r.tagName, status: r.status, enabled: r.enabled })),
        bottles,
        runOuts,
      },
      at,
    );
    const kinds = only ? judged.filter((k) => only.includes(k)) : judged;
    const holding = conditions.filter((c) => kinds.includes(c.kind));
    const active = (await activeAlarmsOfBar(db, barId)).filter(
      (a) => kinds.includes(a.kind as AlarmKind) && ALARM_KIND_RULES[a.kind as AlarmKind].clearsItself,
    );
    const key = (k: { kind: string; subjectId: string }) => `${k.kind}|${k.subjectId}`;
    const holdingKeys = new Set(holding.map(key));
    const activeKeys = new Set(active.map(key));

    for (const condition of holding) {
      const known = activeKeys.has(key(condition));
      const { row, outcome } = await raiseAlarm(db, barId, condition, at, false);
      if (!known || outcome !== 'ongoing') changes.push({ id: row.id, change: outcome });
    }
    const ended = active.filter((a) => !holdingKeys.has(key(a)));
    for (const row of await clearAlarms(
      db,
      ended.map((a) => a.id),
      at,
    )) {
      changes.push({ id: row.id, change: 'cleared' });
    }
    return changes;
  }

  /**
   * The forecast's run-outs before closing (issue 21); a forecast that fails leaves that kind unjudged.
   * A bar gone meanwhile has nothing to judge (`reconcile` stops at it): no forecast, nothing logged.
   */
  async function forecastRunOuts(barId: string, at: Date) {
    try {
      return await runOutAlarms(db, barId, at);
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 404)) log.error({ err, barId }, 'run-out forecast failed; its alarms are not judged');
      return undefined;
    }
  }

  /** An event that needs a person (a drink in error, a failed refund or export): opens or repeats its alarm. */
  async function raiseEvent(barId: string, key: AlarmKey): Promise<void> {
    const { row, outcome } = await underBarLock(barId, (tx) => raiseAlarm(tx, barId, key, now(), true));
    await announce(row.id, barId, outcome);
  }

  /**
   * The server's own check: a bar silent for more than 3 minutes raises `barOffline`; one heard
   * from again clears it (a heartbeat does so at once; this catches what another instance raised).
   */
  async function sweepOffline(): Promise<void> {
    const silent = new Set(await silentBarIds(db, now()));
    const alarmed = new Set(await barsAlarmedOffline(db));
    for (const barId of new Set([...silent, ...alarmed])) {
      if (silent.has(barId) !== alarmed.has(barId)) await judgeBar(barId, ['barOffline']);
    }
    offlineBars = silent;
  }

  let offlineBars = new Set<string>();

  return {
    judgeBar,
    raiseEvent,
    sweepOffline,
    announce,
    /** A heartbeat from a bar this instance last saw offline: its offline alarm clears now. */
    async heardFrom(barId: string): Promise<void> {
      if (!offlineBars.has(barId)) return;
      offlineBars.delete(barId);
      await judgeBar(barId, ['barOffline']);
    },
    onChange(listener: AlarmListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AlarmService = ReturnType<typeof createAlarmService>;
