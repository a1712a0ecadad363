import { DRINK_STATUSES } from '@bar/domain';
import { allPages, type Api } from './api-client.js';
import { settle, type Ledger, type Tracked } from './crash-ledger.js';
import type { Fixture } from './crash-workload.js';

export interface Check {
  /** Acknowledged writes read back in this check. */
  checked: number;
  /** Acknowledged writes missing or not as acknowledged (details in `problems`). */
  lost: number;
  /** Orders the bar took (command done or acknowledged) with no stored drink, stored drinks without their recipe, done exports without a file. */
  halfWritten: number;
  /** The same, by id, so that a later check does not count them twice. */
  halfWrittenIds: string[];
  problems: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** True when the found value is the acknowledged one or the one in flight at the kill. */
function matches<V>(entry: Tracked<V>, found: V): boolean {
  return same(entry.acked, found) || (entry.inFlight !== undefined && same(entry.inFlight, found));
}

/** orderDrink commands the bar took (acknowledged or done) whose drink is not stored. */
export async function ordersWithoutDrink(admin: Api, storedDrinkIds?: Set<string>) {
  const stored = storedDrinkIds ?? new Set((await allPages<{ _id: string }>(admin, '/uorder/drink/', { status: DRINK_STATUSES.join(',') })).map((d) => d._id));
  const commands = await allPages<{ command: string; status: string; args: any; _id: string }>(admin, '/ubar/commands/', {});
  return commands.filter((c) => c.command === 'orderDrink' && ['done', 'acknowledged'].includes(c.status) && !stored.has(c.args?.drinkId));
}

/** Reads every acknowledged write back through the API after a restart. */
export async function verify(fx: Fixture, ledger: Ledger): Promise<Check> {
  const check: Check = { checked: 0, lost: 0, halfWritten: 0, halfWrittenIds: [], problems: [] };
  const half = (id: string, what: string) => {
    check.halfWritten++;
    check.halfWrittenIds.push(id);
    check.problems.push(what);
  };
  const lost = (what: string) => {
    check.lost++;
    if (check.problems.length < 20) check.problems.push(what);
  };
  const { admin, superadmin } = fx;

  const drinks = await allPages<any>(admin, '/uorder/drink/', { status: DRINK_STATUSES.join(',') });
  const byId = new Map(drinks.map((d) => [d._id, d]));
  for (const [id, want] of ledger.drinks) {
    check.checked++;
    const d = byId.get(id);
    if (!d) lost(`drink ${id} (${want.name}) missing`);
    else if (d.recipe?.name !== want.recipeName || d.name !== want.name)
      lost(`drink ${id}: ${d.recipe?.name}/${d.name}, acknowledged ${want.recipeName}/${want.name}`);
    else if (want.prioritised && d.priority !== true) lost(`drink ${id}: priority change lost`);
  }
  for (const d of drinks) {
    if (typeof d.recipe?.name !== 'string' || typeof d.recipe?.price !== 'number' || !Array.isArray(d.recipe?.ingredients) || !d.recipe.ingredients.length) {
      half(`drink ${d._id}`, `drink ${d._id} has no complete recipe snapshot`);
    }
  }
  for (const c of await ordersWithoutDrink(admin, new Set(byId.keys()))) {
    half(`command ${c._id}`, `order command ${c._id} was ${c.status} by the bar but drink ${c.args?.drinkId} is not stored`);
  }

  for (const [id, entry] of ledger.vouchers) {
    check.checked++;
    const a = await admin.call('GET', `/uorder/voucher/${id}`);
    if (a.status !== 200) lost(`voucher ${id}: ${a.status}`);
    else {
      const found = { code: a.body.code, nickname: a.body.nickname, value: a.body.value };
      if (!matches(entry, found)) lost(`voucher ${id}: ${JSON.stringify(found)}, acknowledged ${JSON.stringify(entry.acked)}`);
      else settle(entry, found);
    }
  }
  for (const [id, entry] of ledger.ingredients) {
    check.checked++;
    const a = await admin.call('GET', `/uingredient/bottles/${id}`);
    if (a.status !== 200) lost(`bottle ingredient ${id}: ${a.status}`);
    else {
      const found = { subCategory: a.body.subCategory, price: a.body.price };
      if (a.body.name !== entry.name || !matches(entry, found))
        lost(`bottle ingredient ${id}: ${JSON.stringify(found)}, acknowledged ${JSON.stringify(entry.acked)}`);
      else settle(entry, found);
    }
  }
  if (ledger.cells.size) {
    const cells = new Map((await admin.must<any[]>('GET', '/udispenser/bottles/')).map((c) => [c._id, c]));
    for (const [id, entry] of ledger.cells) {
      check.checked++;
      const found = cells.get(id)?.alarmLevel;
      if (found === undefined || !matches(entry, found)) lost(`bottle cell ${id}: alarm ${found}, acknowledged ${entry.acked}`);
      else settle(entry, found);
    }
  }
  for (const [id, entry] of ledger.users) {
    check.checked++;
    const a = await superadmin.call('GET', `/uuser/members/${id}`);
    if (a.status !== 200) lost(`user ${id}: ${a.status}`);
    else {
      const found = { firstName: a.body.firstName, lastName: a.body.lastName };
      if (!matches(entry, found)) lost(`user ${id}: ${JSON.stringify(found)}, acknowledged ${JSON.stringify(entry.acked)}`);
      else settle(entry, found);
    }
  }
  const exports = new Map((await allPages<any>(admin, '/uexport/export-request/', {})).map((e) => [e._id, e]));
  for (const id of ledger.exports) {
    check.checked++;
    const e = exports.get(id);
    if (!e) lost(`export request ${id} missing`);
    else if (e.status === 'done') {
      const file = await admin.call('GET', `/uexport/export-request/download/${id}`);
      if (file.status !== 200 || !String(file.body).length) {
        half(`export ${id}`, `export ${id} is done but its file answers ${file.status}`);
      }
    }
  }
  return check;
}
