import type { BarDetail, BottleLevel } from '@bar/domain';
import type { App } from '../app.js';
import { findBarDetail, listBarIds } from '../bars/repository.js';
import { bottleLevelsOfBar } from '../dispensers/repository.js';
import { barMenu } from '../menu/service.js';

/** One demo bar as its simulated controller needs it: what it is, its bottle levels, a bar token and its menu. */
export interface DemoBar {
  detail: BarDetail;
  bottles: BottleLevel[];
  token: string;
  loadMenu: () => ReturnType<typeof barMenu>;
}

/** A started fleet of simulated bars: `ready` settles once every bar is connected. */
export interface DemoFleet {
  ready: Promise<unknown>;
}

/**
 * The simulator's side, which main wires in from the simulator's public entry: it starts one
 * controller per bar, connecting through the broker with the bar's token.
 */
export type StartDemoFleet<F extends DemoFleet> = (bars: DemoBar[], log: (message: string) => void) => F;

/**
 * Starts the simulator for every bar in demo mode, in this process but through the broker with bar
 * tokens, exactly like a remote controller (never through server internals).
 */
export async function startDemoSimulator<F extends DemoFleet>(app: App, startFleet: StartDemoFleet<F>): Promise<F> {
  const fleetBars: DemoBar[] = [];
  for (const id of await listBarIds(app.db)) {
    const detail = await findBarDetail(app.db, id);
    if (!detail) continue;
    const { token } = await app.tokens.issueBar(id);
    fleetBars.push({ detail, bottles: await bottleLevelsOfBar(app.db, id), token, loadMenu: () => barMenu(app.db, id) });
  }
  const log = app.log.child({ area: 'simulator' });
  const fleet = startFleet(fleetBars, (m) => log.debug(m));
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
