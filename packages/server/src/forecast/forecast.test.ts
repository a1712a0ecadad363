import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BarForecastView, RestockListView, RestockRunView } from '@bar/domain';
import { bars, dispensers } from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { seedDemo } from '../seed/seed.js';
import { expectError } from '../test/error-answer.js';
import { bearer, signIn, startTestApp, type TestApp } from '../test/harness.js';

/** Forecast and restock routes on the demo data, at a fixed moment: Milano Duomo open (10:00–02:00), 21:00 in Rome. */
const NOW = new Date('2026-06-01T19:00:00Z');
let t: TestApp;
let milano: string;
let lasVegas: string;
const tokens: Record<string, string> = {};

const get = (url: string, token: string, bar?: string) =>
  t.app.inject({ method: 'GET', url: `/api/forecast${url}`, headers: { ...bearer(token), ...(bar ? { 'x-bar': bar } : {}) } });

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW, live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 }, alarms: { sweepIntervalMs: 0 } });
  await seedDemo(t.db);
  const named = async (name: string) => (await t.db.select({ id: bars.id }).from(bars).where(eq(bars.name, name)))[0].id;
  milano = await named('Milano Duomo');
  lasVegas = await named('Las Vegas Strip');
  await t.db.execute(sql`update bars set time_zone = 'Europe/Rome' where id = ${milano}`);
  for (const who of ['barman', 'maint', 'superadmin', 'guest']) tokens[who] = await signIn(t.app, `${who}@demo.bar`, DEMO_PASSWORD);
  // one Gin cell nearly empty, so the list has something to say whatever the menu mix
  const [gin] = await t.db
    .execute(
      sql`select d.id from dispensers d join bar_ingredients i on i.id = d.ingredient_id where d.bar_id = ${milano} and d.kind = 'bottles' and not d.fake and d.enabled and i.name = 'Gin' order by d.row, d.column limit 1`,
    )
    .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
  await t.db.update(dispensers).set({ actualLevel: 1 }).where(eq(dispensers.id, gin.id));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('forecast routes', () => {
  it("answers the selected bar's forecast: every enabled bottle cell, soonest first, with its band", async () => {
    const res = await get('/bar', tokens.barman, milano);
    expect(res.statusCode).toBe(200);
    const f = res.json() as BarForecastView;
    expect(f).toMatchObject({ barId: milano, barName: 'Milano Duomo', timeZone: 'Europe/Rome', now: NOW.toISOString(), openNow: true });
    expect(f.closesAt).toBe('2026-06-02T00:00:00.000Z');
    expect(f.dispensers.length).toBeGreaterThan(10);
    const times = f.dispensers.map((d) => (d.runOutAt ? Date.parse(d.runOutAt) : Infinity));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const gin = f.dispensers.find((d) => d.ingredientName === 'Gin' && d.level === 1)!;
    expect(gin.beforeClosing).toBe(true);
    for (const d of f.dispensers.filter((x) => x.runOutAt && x.earliestAt && x.latestAt)) {
      expect(Date.parse(d.earliestAt!)).toBeLessThanOrEqual(Date.parse(d.runOutAt!));
      expect(Date.parse(d.latestAt!)).toBeGreaterThanOrEqual(Date.parse(d.runOutAt!));
    }
  });

  it('answers the restock list in wall order and as CSV with the same lines', async () => {
    const list = (await get('/restock', tokens.barman, milano)).json() as RestockListView;
    expect(list.lines.length).toBeGreaterThan(0);
    const order = list.lines.map((l) => l.row * 1000 + l.column);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(list.totals.reduce((s, x) => s + x.bottles, 0)).toBe(list.lines.reduce((s, l) => s + l.bottles, 0));

    const csv = await get('/restock/csv', tokens.barman, milano);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="restock-2026-06-01.csv"');
    const rows = parse(csv.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.Bar, Number(r.Row), Number(r.Column), r.Ingredient, Number(r.Bottles)])).toEqual(
      list.lines.map((l) => ['Milano Duomo', l.row, l.column, l.ingredientName, l.bottles]),
    );
    expect(rows[0]['Closing']).toBe('2026-06-02T02:00:00.000+02:00');
  });

  it('runs a restock over every bar the caller may view, and only those', async () => {
    const run = (await get('/restock/all', tokens.barman)).json() as RestockRunView;
    const ids = run.bars.map((b) => b.barId);
    expect(ids).toContain(milano);
    expect(ids).not.toContain(lasVegas);
    const all = (await get('/restock/all', tokens.superadmin)).json() as RestockRunView;
    expect(all.bars.map((b) => b.barId)).toContain(lasVegas);
    expect(((await get('/restock/all', tokens.guest)).json() as RestockRunView).bars).toEqual([]);
    const csv = await get('/restock/all/csv', tokens.barman);
    const rows = parse(csv.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(new Set(rows.map((r) => r.Bar))).toEqual(new Set(run.bars.filter((b) => b.lines.length).map((b) => b.barName)));
  });

  it('refuses another bar, a missing bar header and a signed-out caller', async () => {
    expectError(await get('/bar', tokens.barman, lasVegas), 403, 'FORBIDDEN');
    expectError(await get('/restock', tokens.guest, milano), 403, 'FORBIDDEN');
    expectError(await get('/restock', tokens.barman), 400, 'VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: '/api/forecast/restock/all' })).statusCode).toBe(401);
  });
});
