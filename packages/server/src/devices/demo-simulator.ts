import { asc } from 'drizzle-orm';
import { setupFromDetail, startFleet, type Fleet } from '@bar/simulator';
import type { App } from '../app.js';
import { bars } from '../db/schema.js';
import { findBarDetail } from '../bars/repository.js';
import { bottleLevelsOfBar } from '../dispensers/repository.js';
import { barMenu } from '../menu/service.js';

/**
 * Starts the simulator for every bar in demo mode, in this process but through the broker at
 * `brokerUrl` with bar tokens, exactly like a remote controller (never through server internals).
 */
export async function startDemoSimulator(app: App, brokerUrl: string): Promise<Fleet> {
  const rows = await app.db.select({ id: bars.id }).from(bars).orderBy(asc(bars.name));
  const fleetBars = [];
  for (const { id } of rows) {
    const detail = await findBarDetail(app.db, id);
    if (!detail) continue;
    const { token } = await app.tokens.issueBar(id);
    fleetBars.push({ setup: { ...setupFromDetail(detail), bottles: await bottleLevelsOfBar(app.db, id) }, token, loadMenu: () => barMenu(app.db, id) });
  }
  const log = app.log.child({ area: 'simulator' });
  const fleet = startFleet({ brokerUrl, bars: fleetBars, log: (m) => log.debug(m) });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log.warn('some simulated bars did not connect within 10 s; they keep retrying');
      resolve();
    }, 10_000);
  });
  await Promise.race([fleet.ready, late]).finally(() => clearTimeout(timer));
  return fleet;
}
