import { Api, allPages, signIn } from './api-client.js';
import { Ledger, type Tracked } from './crash-ledger.js';

export const BAR_NAME = 'Milano Duomo'; // demo bar: open, vouchers on, bottles, staffed
export const WORKERS = 6;

export interface Fixture {
  base: string;
  barId: string;
  admin: Api;
  superadmin: Api;
  /** Makeable recipes as the menu lists them. */
  recipes: Array<Record<string, unknown> & { _id: string; name: string }>;
  /** Real (not placeholder) bottle dispenser cells as GET answers them, one set per worker. */
  cellsByWorker: Array<Array<Record<string, any>>>;
  /** Users each worker renames. */
  usersByWorker: string[][];
}

/** Reads what the writers need and creates their users (counted as acknowledged user writes). */
export async function prepareFixture(base: string, ledger: Ledger, tag: string): Promise<Fixture> {
  const superadmin = new Api(base, await signIn(base, 'superadmin@demo.bar'));
  const bars = await superadmin.must<Array<{ _id: string; name: string }>>('GET', '/ubar/bars/avail');
  const bar = bars.find((b) => b.name === BAR_NAME);
  if (!bar) throw new Error(`demo bar ${BAR_NAME} not found`);
  const admin = new Api(base, await signIn(base, 'admin@demo.bar'), bar._id);
  const categories = await allPages<{ _id: string; enabled: boolean }>(admin, '/udrink/categories/', {});
  const recipes: Fixture['recipes'] = [];
  for (const c of categories.filter((x) => x.enabled)) {
    const list = await allPages<Record<string, unknown> & { _id: string; name: string; valid: boolean }>(admin, '/udrink/recipes/', { categoryId: c._id });
    recipes.push(...list.filter((r) => r.valid));
  }
  if (!recipes.length) throw new Error(`${BAR_NAME} has no makeable recipe`);
  const cells = (await admin.must<Array<Record<string, any>>>('GET', '/udispenser/bottles/')).filter((c) => !c.fake);
  const cellsByWorker = Array.from({ length: WORKERS }, (_, w) => cells.filter((_, i) => i % WORKERS === w));
  const usersByWorker: string[][] = [];
  for (let w = 0; w < WORKERS; w++) {
    const user = await superadmin.must<{ _id: string; firstName: string; lastName: string }>('POST', '/uuser/members/create', {
      firstName: `Soak${w}`,
      lastName: 'Writer',
      email: `soak-${tag}-${w}@example.test`,
      password: 'soak-password-1',
    });
    ledger.users.set(user._id, { acked: { firstName: user.firstName, lastName: user.lastName } });
    ledger.ack('user edit');
    usersByWorker.push([user._id]);
  }
  return { base, barId: bar._id, admin, superadmin, recipes, cellsByWorker, usersByWorker };
}

/**
 * One writer: a loop of random writes until `stop()` says so or the server goes away. Each writer
 * owns its records, so the last acknowledged value of each is known.
 */
export async function writer(fx: Fixture, ledger: Ledger, worker: number, round: number, stopped: () => boolean) {
  let n = 0;
  const myBottles: string[] = [];
  const myVouchers: string[] = [];
  const myDrinks: string[] = [];
  const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
  while (!stopped()) {
    n++;
    const tag = `r${round}w${worker}n${n}`;
    const roll = Math.random();
    try {
      if (roll < 0.3) {
        const recipe = pick(fx.recipes);
        const name = `soak-${tag}`;
        const a = await fx.admin.call('POST', '/ubar/bars/orderDrink', { recipe, orderName: name });
        if (a.status === 200) {
          ledger.drinks.set(a.body._id, { recipeName: recipe.name, name, prioritised: false });
          myDrinks.push(a.body._id);
          ledger.ack('order');
        } else ledger.noteRefusal('orderDrink', a.status, a.body);
      } else if (roll < 0.4 && myDrinks.length) {
        const id = myDrinks[myDrinks.length - 1];
        const a = await fx.admin.call('PATCH', `/uorder/drink/${id}`, { priority: true });
        if (a.status === 200) {
          ledger.drinks.get(id)!.prioritised = true;
          ledger.ack('priority');
        } else ledger.noteRefusal('priority', a.status, a.body);
      } else if (roll < 0.5 || (roll < 0.6 && !myBottles.length)) {
        const name = `Soak ${tag}`;
        const a = await fx.admin.call('POST', '/uingredient/bottles/create', {
          name,
          category: 'Spirits',
          subCategory: 'Gin',
          color: '#336699',
          alcoholPerc: 40,
          price: 1,
        });
        if (a.status === 201) {
          ledger.ingredients.set(a.body._id, { name, acked: { subCategory: 'Gin', price: 1 } });
          myBottles.push(a.body._id);
          ledger.ack('ingredient create');
        } else ledger.noteRefusal('ingredient create', a.status, a.body);
      } else if (roll < 0.6) {
        const id = pick(myBottles);
        const values = { subCategory: `Edited ${tag}`, price: Math.round(Math.random() * 5000) / 100 };
        const entry = ledger.ingredients.get(id)!;
        entry.inFlight = values;
        const a = await fx.admin.call('PATCH', `/uingredient/bottles/${id}`, values);
        delete entry.inFlight;
        if (a.status === 200) {
          entry.acked = values;
          ledger.ack('ingredient edit');
        } else ledger.noteRefusal('ingredient edit', a.status, a.body);
      } else if (roll < 0.68 && fx.cellsByWorker[worker].length) {
        const cell = pick(fx.cellsByWorker[worker]);
        const alarmLevel = Math.floor(Math.random() * Math.min(5, cell.dispenserCapacity.capacity));
        const entry: Tracked<number> = ledger.cells.get(cell._id) ?? { acked: cell.alarmLevel };
        ledger.cells.set(cell._id, entry);
        entry.inFlight = alarmLevel;
        const a = await fx.admin.call('PATCH', `/udispenser/bottles/${cell._id}`, {
          ...cell,
          alarmLevel,
          actualLevel: Math.min(cell.actualLevel ?? 0, cell.dispenserCapacity.capacity),
        });
        delete entry.inFlight;
        if (a.status === 200) {
          entry.acked = alarmLevel;
          ledger.ack('bottle edit');
        } else ledger.noteRefusal('bottle edit', a.status, a.body);
      } else if (roll < 0.76) {
        const id = pick(fx.usersByWorker[worker]);
        const names = { firstName: `Soak${worker}`, lastName: `Writer ${tag}` };
        const entry = ledger.users.get(id)!;
        entry.inFlight = names;
        const a = await fx.superadmin.call('PATCH', `/uuser/members/${id}`, names);
        delete entry.inFlight;
        if (a.status === 200) {
          entry.acked = names;
          ledger.ack('user edit');
        } else ledger.noteRefusal('user edit', a.status, a.body);
      } else if (roll < 0.86 || !myVouchers.length) {
        const nickname = `soak ${tag}`;
        const value = 1 + Math.floor(Math.random() * 50);
        const a = await fx.admin.call('POST', '/uorder/voucher', { nickname, type: 'valued', value });
        if (a.status === 201) {
          ledger.vouchers.set(a.body._id, { acked: { code: a.body.code, nickname, value } });
          myVouchers.push(a.body._id);
          ledger.ack('voucher create');
        } else ledger.noteRefusal('voucher create', a.status, a.body);
      } else if (roll < 0.93) {
        const id = pick(myVouchers);
        const entry = ledger.vouchers.get(id)!;
        const next = { ...entry.acked, nickname: `soak edited ${tag}` };
        entry.inFlight = next;
        const a = await fx.admin.call('PATCH', `/uorder/voucher/${id}`, { nickname: next.nickname });
        delete entry.inFlight;
        if (a.status === 200) {
          entry.acked = next;
          ledger.ack('voucher edit');
        } else ledger.noteRefusal('voucher edit', a.status, a.body);
      } else {
        const to = new Date();
        const from = new Date(to.getTime() - 24 * 3600_000);
        const a = await fx.admin.call('POST', '/uexport/export-request/create', {
          collectionName: 'Drink',
          type: Math.random() < 0.5 ? 'csv' : 'excel',
          search: { createdAt: { from: from.toISOString(), to: to.toISOString() } },
        });
        if (a.status === 201) {
          ledger.exports.add(a.body._id);
          ledger.ack('export request');
        } else ledger.noteRefusal('export request', a.status, a.body);
      }
    } catch {
      // no answer: the server was killed mid-call; whatever was in flight stays marked so
      return;
    }
  }
}
