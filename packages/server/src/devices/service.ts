import { bottleWarnings, deviceEventSchema, type DeviceEvent } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import { recordOpenCarriedOut } from '../bars/repository.js';
import type { BarChanges, BarRecordCache } from '../bars/record-cache.js';
import { applyDeviceDrink, failLostDrinks, toDrink } from '../drinks/repository.js';
import { applyDeviceAppOrder } from '../app-orders/repository.js';
import { applyReportedLevels, bottleLevelsOfBar } from '../dispensers/repository.js';
import { withMenuAvailability } from '../menu/availability.js';
import { deliverPendingOpen } from '../commands/pending-open.js';
import { applyAck, applyBarState, applyBottleWarnings, applyRobotState } from './repository.js';
import { createLiveCheckRecorder } from './live-checks.js';
import { barRecordDetail } from '../bars/repository.js';
import type { AlarmService } from '../alarms/service.js';

/** How old an unlisted active drink must be before a reconnecting bar's list marks it lost. */
const LOST_DRINK_GRACE_MS = 10_000;

export interface DeviceEventDeps {
  db: Db;
  /** Without `sendCommand` an open state decided while the bar was offline is not delivered (handlers of tests that only watch). */
  live: Pick<LiveHub, 'publishToConsoles'> & Partial<Pick<LiveHub, 'sendCommand'>>;
  log: FastifyBaseLogger;
  /** The bar record cache (`app.barRecords`): told of every change to the bar or its robots, then read again. */
  bars: BarChanges & Pick<BarRecordCache, 'reload'>;
  now?: () => Date;
  /** Raises and clears the bar's alarms from the state each event leaves (issue 19). */
  alarms?: Pick<AlarmService, 'judgeBar' | 'raiseEvent' | 'heardFrom'>;
}

/**
 * Turns one bar controller event into database writes first and live messages second
 * (ARCHITECTURE §4), so a console that reloads sees what the messages told it.
 */
export function createDeviceEventHandler(deps: DeviceEventDeps) {
  const { db, live, log, bars } = deps;
  const now = deps.now ?? (() => new Date());
  const liveChecks = createLiveCheckRecorder(db);

  /**
   * Every write to the bar's row or robots is followed at once by `bars.changed` (every instance drops
   * the record); publishing reads it again here, which also keeps it for the next request.
   */
  const publishBar = async (barId: string) => {
    const bar = await bars.reload(barId, db);
    if (bar) await live.publishToConsoles(barId, { type: 'bar', payload: bar });
  };
  const bottleListsChanged = async (barId: string) => {
    await bars.changed(barId);
    await publishBar(barId);
  };

  /** The alarms an event may have changed; a failure here is logged, the event stays applied. */
  async function judgeAlarms(
    barId: string,
    event: DeviceEvent,
    drink: { status: string; robot: string | null; name: string | null; error: string | null } | void,
  ) {
    const { alarms } = deps;
    if (!alarms) return;
    try {
      if (event.type === 'heartbeat') await alarms.heardFrom(barId);
      else if (event.type === 'bar') await alarms.judgeBar(barId, ['emergency', 'fenceTrip', 'cupError', 'barOffline']);
      else if (event.type === 'robot') await alarms.judgeBar(barId, ['robotError']);
      else if (event.type === 'bottles') await alarms.judgeBar(barId, ['bottleEmpty', 'bottleLow', 'runOutBeforeClosing']);
      else if (drink?.status === 'error') {
        const robot = drink.robot ?? '';
        const detail = [drink.name, drink.error].filter(Boolean).join(': ') || null;
        await alarms.raiseEvent(barId, { kind: 'drinkError', subjectId: robot, subjectName: robot || null, detail });
      }
    } catch (err) {
      log.error({ err, barId, type: event.type }, 'alarms not judged');
    }
  }

  async function handle(barId: string, event: DeviceEvent): Promise<void> {
    const drink = await apply(barId, event);
    await judgeAlarms(barId, event, drink);
  }

  /** Applies the event; a drink event answers the drink it changed, if any. */
  async function apply(barId: string, event: DeviceEvent): Promise<{ status: string; robot: string | null; name: string | null; error: string | null } | void> {
    switch (event.type) {
      case 'heartbeat': {
        const record = await liveChecks.record(barId, event.status, now());
        if (!record) return;
        await bars.changed(barId);
        // the record was read right after the write: published as is, not read again
        await live.publishToConsoles(barId, { type: 'bar', payload: barRecordDetail(record) });
        // the first heartbeat after an outage tells the bar what was decided meanwhile (e.g. closed)
        const { open, openPending } = record.row;
        if (openPending && live.sendCommand) await deliverPendingOpen({ db, live: live as Pick<LiveHub, 'sendCommand'>, log }, barId, open, now());
        return;
      }
      case 'bar': {
        const { type: _t, at: _a, activeDrinkIds, ...state } = event;
        if (!(await applyBarState(db, barId, state, now()))) return;
        await bars.changed(barId);
        if (activeDrinkIds) {
          const lost = await failLostDrinks(db, barId, activeDrinkIds, new Date(now().getTime() - LOST_DRINK_GRACE_MS));
          for (const row of lost) await live.publishToConsoles(barId, { type: 'drink', payload: toDrink(row) });
        }
        await publishBar(barId);
        return;
      }
      case 'robot': {
        const robot = await applyRobotState(db, barId, event.tagName, event);
        if (robot) {
          // the bar detail lists its robots with their state
          await bars.changed(barId);
          await live.publishToConsoles(barId, { type: 'robot', payload: robot });
        } else log.debug({ barId, tagName: event.tagName }, 'robot event for an unknown robot; ignored');
        return;
      }
      case 'drink': {
        const row = await applyDeviceDrink(db, barId, event.drink, now());
        if (!row) return;
        await live.publishToConsoles(barId, { type: 'drink', payload: toDrink(row) });
        return { status: row.status, robot: row.robotDisplayName, name: row.name, error: row.error };
      }
      case 'bottles':
        // levels of the bar's real dispensers are stored and the lists recomputed from every dispenser (issue 7)
        if (await withMenuAvailability(db, live, barId, () => applyReportedLevels(db, barId, event.levels))) {
          if (await applyBottleWarnings(db, barId, bottleWarnings(await bottleLevelsOfBar(db, barId)))) await bottleListsChanged(barId);
        } else if (await applyBottleWarnings(db, barId, bottleWarnings(event.levels))) await bottleListsChanged(barId);
        return;
      case 'appOrder':
        await applyDeviceAppOrder(db, barId, event.order);
        return;
      case 'ack': {
        if (!/^[0-9a-f-]{36}$/i.test(event.commandId)) return;
        const moved = await applyAck(db, barId, event.commandId, event.status, event.error);
        if (moved?.command === 'setOpen' && event.status === 'done') {
          await recordOpenCarriedOut(db, barId, (moved.args as { open?: unknown }).open === true, now());
          await bars.changed(barId);
          await publishBar(barId);
        }
        return;
      }
    }
  }

  // One bar's events are applied in order on this instance, so a quick producing → ready is not reordered.
  const queues = new Map<string, Promise<void>>();

  return (barId: string, payload: unknown): Promise<void> => {
    const parsed = deviceEventSchema.safeParse(payload);
    if (!parsed.success) {
      log.warn({ barId, issues: parsed.error.issues.slice(0, 3) }, 'bar event does not match the device protocol; ignored');
      return Promise.resolve();
    }
    const previous = queues.get(barId) ?? Promise.resolve();
    const next = previous
      .then(() => handle(barId, parsed.data))
      .catch((err: unknown) => log.error({ err, barId, type: parsed.data.type }, 'bar event not applied'));
    queues.set(barId, next);
    void next.finally(() => {
      if (queues.get(barId) === next) queues.delete(barId);
    });
    return next;
  };
}
