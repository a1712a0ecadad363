import { bottleWarnings, deviceEventSchema, type DeviceEvent } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import { findBarDetail, recordOpenCarriedOut } from '../bars/repository.js';
import { applyDeviceDrink, failLostDrinks, toDrink } from '../drinks/repository.js';
import { applyDeviceAppOrder } from '../app-orders/repository.js';
import { applyReportedLevels, bottleLevelsOfBar } from '../dispensers/repository.js';
import { withMenuAvailability } from '../menu/availability.js';
import { deliverPendingOpen } from '../commands/pending-open.js';
import { applyAck, applyBarState, applyBottleWarnings, applyRobotState, recordLiveCheck } from './repository.js';

/** How old an unlisted active drink must be before a reconnecting bar's list marks it lost. */
const LOST_DRINK_GRACE_MS = 10_000;

export interface DeviceEventDeps {
  db: Db;
  /** Without `sendCommand` an open state decided while the bar was offline is not delivered (handlers of tests that only watch). */
  live: Pick<LiveHub, 'publishToConsoles'> & Partial<Pick<LiveHub, 'sendCommand'>>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Turns one bar controller event into database writes first and live messages second
 * (ARCHITECTURE §4), so a console that reloads sees what the messages told it.
 */
export function createDeviceEventHandler(deps: DeviceEventDeps) {
  const { db, live, log } = deps;
  const now = deps.now ?? (() => new Date());

  const publishBar = async (barId: string) => {
    const bar = await findBarDetail(db, barId);
    if (bar) await live.publishToConsoles(barId, { type: 'bar', payload: bar });
  };

  async function handle(barId: string, event: DeviceEvent): Promise<void> {
    switch (event.type) {
      case 'heartbeat': {
        const bar = await recordLiveCheck(db, barId, event.status, now());
        if (!bar) return;
        await publishBar(barId);
        // the first heartbeat after an outage tells the bar what was decided meanwhile (e.g. closed)
        if (bar.openPending && live.sendCommand) await deliverPendingOpen({ db, live: live as Pick<LiveHub, 'sendCommand'>, log }, barId, bar.open, now());
        return;
      }
      case 'bar': {
        const { type: _t, at: _a, activeDrinkIds, ...state } = event;
        if (!(await applyBarState(db, barId, state, now()))) return;
        if (activeDrinkIds) {
          const lost = await failLostDrinks(db, barId, activeDrinkIds, new Date(now().getTime() - LOST_DRINK_GRACE_MS));
          for (const row of lost) await live.publishToConsoles(barId, { type: 'drink', payload: toDrink(row) });
        }
        await publishBar(barId);
        return;
      }
      case 'robot': {
        const robot = await applyRobotState(db, barId, event.tagName, event);
        if (robot) await live.publishToConsoles(barId, { type: 'robot', payload: robot });
        else log.debug({ barId, tagName: event.tagName }, 'robot event for an unknown robot; ignored');
        return;
      }
      case 'drink': {
        const row = await applyDeviceDrink(db, barId, event.drink);
        if (row) await live.publishToConsoles(barId, { type: 'drink', payload: toDrink(row) });
        return;
      }
      case 'bottles':
        // levels of the bar's real dispensers are stored and the lists recomputed from every dispenser (issue 7)
        if (await withMenuAvailability(db, live, barId, () => applyReportedLevels(db, barId, event.levels))) {
          if (await applyBottleWarnings(db, barId, bottleWarnings(await bottleLevelsOfBar(db, barId)))) await publishBar(barId);
        } else if (await applyBottleWarnings(db, barId, bottleWarnings(event.levels))) await publishBar(barId);
        return;
      case 'appOrder':
        await applyDeviceAppOrder(db, barId, event.order);
        return;
      case 'ack': {
        if (!/^[0-9a-f-]{36}$/i.test(event.commandId)) return;
        const moved = await applyAck(db, barId, event.commandId, event.status, event.error);
        if (moved?.command === 'setOpen' && event.status === 'done') {
          await recordOpenCarriedOut(db, barId, (moved.args as { open?: unknown }).open === true, now());
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
