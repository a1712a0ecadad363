import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BarAuditRow } from '@bar/domain';
import { auditLog } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

type Row = BarAuditRow;

describe("a bar's audit timeline (GET /api/audit/bar)", () => {
  let t: TestApp;
  let bar: string;
  let foreign: string;
  let adminId: string;
  let barmanId: string;
  const tokens: Record<string, string> = {};

  const timeline = (query: Record<string, string>, token = tokens.admin, onBar = bar) =>
    t.app.inject({ method: 'GET', url: '/api/audit/bar', query, headers: { ...bearer(token), 'x-bar': onBar } });
  const rowsOf = async (query: Record<string, string>): Promise<Row[]> => {
    const res = await timeline({ perPage: '100', ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    bar = await createBar(t.db, { name: 'Timeline bar' });
    foreign = await createBar(t.db, { name: 'Other bar' });
    adminId = await createUser(t.db, 'admin@timeline.test', { roles: [{ barId: bar, role: 'ADMIN' }] });
    barmanId = await createUser(t.db, 'barman@timeline.test', { roles: [{ barId: bar, role: 'BARMAN' }] });
    await createUser(t.db, 'maint@timeline.test', { roles: [{ barId: bar, role: 'MAINT' }] });
    await createUser(t.db, 'other@timeline.test', { roles: [{ barId: foreign, role: 'ADMIN' }] });
    await createUser(t.db, 'root@timeline.test', { superadmin: true });
    for (const name of ['admin', 'barman', 'maint', 'other', 'root']) tokens[name] = await signIn(t.app, `${name}@timeline.test`);

    // an allowed edit, a refused one on the bar, and traffic of the other bar that must not show
    const rename = (token: string, id: string) =>
      t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${id}`, headers: bearer(token), payload: { name: 'Renamed' } });
    expect((await rename(tokens.admin, bar)).statusCode).toBe(200);
    expectError(await rename(tokens.barman, bar), 403, 'FORBIDDEN');
    expect((await rename(tokens.other, foreign)).statusCode).toBe(200);
    expectError(await rename(tokens.admin, foreign), 403, 'FORBIDDEN');
    // dated rows for the range filter
    await t.db.insert(auditLog).values([
      {
        at: new Date('2026-03-01T10:00:00Z'),
        userId: adminId,
        email: 'admin@timeline.test',
        barId: bar,
        method: 'POST',
        route: '/api/ubar/bars/generalStart',
        statusCode: 200,
        outcome: 'ok',
      },
      {
        at: new Date('2026-03-02T10:00:00Z'),
        userId: barmanId,
        email: 'barman@timeline.test',
        barId: bar,
        method: 'POST',
        route: '/api/ubar/bars/generalStop',
        statusCode: 403,
        outcome: 'refused',
      },
      {
        at: new Date('2026-03-02T11:00:00Z'),
        userId: null,
        email: 'other@timeline.test',
        barId: foreign,
        method: 'POST',
        route: '/api/ubar/bars/generalStop',
        statusCode: 200,
        outcome: 'ok',
      },
    ]);
    await t.app.audit.flush();
  });
  afterAll(() => t.close());

  it("shows an ADMIN the bar's rows only, newest first, without addresses", async () => {
    const rows = await rowsOf({});
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.barId === bar)).toBe(true);
    expect(rows.some((r) => r.email === 'other@timeline.test')).toBe(false);
    const times = rows.map((r) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.every((r) => !('ip' in r))).toBe(true);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: adminId, method: 'PUT', route: '/api/ubar/bars/:id', outcome: 'ok' }),
        expect.objectContaining({ userId: barmanId, method: 'PUT', route: '/api/ubar/bars/:id', outcome: 'refused', statusCode: 403 }),
      ]),
    );
  });

  it('lets a super administrator read any bar, and keeps the cross-bar read to them', async () => {
    const rows = (await timeline({ perPage: '100' }, tokens.root, foreign)).json().data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.barId === foreign)).toBe(true);
    expectError(await t.app.inject({ method: 'GET', url: '/api/audit/', headers: bearer(tokens.admin) }), 403, 'FORBIDDEN');
  });

  it('filters by person: a user id or part of an email', async () => {
    const byId = await rowsOf({ person: barmanId });
    expect(byId.length).toBeGreaterThanOrEqual(2);
    expect(byId.every((r) => r.userId === barmanId)).toBe(true);
    const byEmail = await rowsOf({ person: 'BARMAN@time' });
    expect(byEmail.map((r) => r._id).sort()).toEqual(byId.map((r) => r._id).sort());
    expect(await rowsOf({ person: '%' })).toEqual([]);
  });

  it('filters by action and outcome', async () => {
    const starts = await rowsOf({ action: 'POST /api/ubar/bars/generalStart' });
    expect(starts.map((r) => `${r.method} ${r.route}`)).toEqual(['POST /api/ubar/bars/generalStart']);
    const refused = await rowsOf({ outcome: 'refused' });
    expect(refused.length).toBe(2);
    expect(refused.every((r) => r.outcome === 'refused' && r.userId === barmanId)).toBe(true);
    const refusedEdits = await rowsOf({ outcome: 'refused', action: 'PUT /api/ubar/bars/:id' });
    expect(refusedEdits).toEqual([expect.objectContaining({ userId: barmanId, statusCode: 403 })]);
  });

  it('filters by a date range (createdAt from/to)', async () => {
    const search = JSON.stringify({ createdAt: { from: '2026-03-02T00:00:00.000Z', to: '2026-03-02T23:59:59.999Z' } });
    const rows = await rowsOf({ search });
    expect(rows).toEqual([expect.objectContaining({ route: '/api/ubar/bars/generalStop', userId: barmanId, barId: bar })]);
    const from = await rowsOf({ search: JSON.stringify({ createdAt: { from: '2026-03-01T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' } }) });
    expect(from.map((r) => r.route)).toEqual(['/api/ubar/bars/generalStop', '/api/ubar/bars/generalStart']);
  });

  it('pages on the server', async () => {
    const all = (await timeline({ perPage: '100' })).json();
    const page = (await timeline({ perPage: '2', page: '1' })).json();
    expect(page).toMatchObject({ page: 1, perPage: 2, count: all.count });
    expect(page.data.map((r: Row) => r._id)).toEqual(all.data.slice(2, 4).map((r: Row) => r._id));
  });

  it('lists the actions the bar has, for the filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/audit/bar/actions', headers: { ...bearer(tokens.admin), 'x-bar': bar } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { method: 'PUT', route: '/api/ubar/bars/:id' },
      { method: 'POST', route: '/api/ubar/bars/generalStart' },
      { method: 'POST', route: '/api/ubar/bars/generalStop' },
    ]);
  });

  it('answers 400 to bad filters', async () => {
    const bad: Array<Record<string, string>> = [
      { outcome: 'maybe' },
      { action: 'generalStart' },
      { person: '  ' },
      { bar: foreign },
      { search: JSON.stringify({ createdAt: { from: 'yesterday' } }) },
    ];
    for (const query of bad) {
      const res = await timeline(query);
      expectError(res, 400, 'VALIDATION_FAILED', JSON.stringify(query));
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses BARMAN and MAINT (403), a foreign bar (403) and a missing bar (400)', async () => {
    expectError(await timeline({}, tokens.barman), 403, 'FORBIDDEN');
    expectError(await timeline({}, tokens.maint), 403, 'FORBIDDEN');
    expectError(await timeline({}, tokens.other), 403, 'FORBIDDEN');
    expectError(await timeline({}, tokens.admin, foreign), 403, 'FORBIDDEN');
    const noBar = await t.app.inject({ method: 'GET', url: '/api/audit/bar', headers: bearer(tokens.admin) });
    expectError(noBar, 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/audit/bar/actions', headers: { ...bearer(tokens.barman), 'x-bar': bar } }), 403, 'FORBIDDEN');
    // the refusals on this bar are on its timeline too, a foreign bar's admin trying it included
    await t.app.audit.flush();
    const refusedReads = await rowsOf({ outcome: 'refused', action: 'GET /api/audit/bar' });
    expect(refusedReads.map((r) => r.email).sort()).toEqual(['barman@timeline.test', 'maint@timeline.test', 'other@timeline.test']);
  });
});
