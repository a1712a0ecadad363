import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_CODE_PATTERN } from '@bar/domain';
import { bars, vouchers } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { createVoucher } from './service.js';
import { newVoucherCode } from './code.js';
import { expectError } from '../test/error-answer.js';

let t: TestApp;
let barId: string;
let closedBar: string;
const tokens = {} as Record<'barman' | 'admin', string>;

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object, bar = barId) =>
  t.app.inject({ method, url: `/api${path}`, headers: { ...bearer(token), 'x-bar': bar }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  barId = await createBar(t.db, { name: 'Voucher bar' });
  closedBar = await createBar(t.db, { name: 'No vouchers' });
  await t.db
    .update(bars)
    .set({ paymentSettings: { voucherEnabled: true } })
    .where(eq(bars.id, barId));
  await createUser(t.db, 'barman@vouchers.test', { roles: [{ barId, role: 'BARMAN' }] });
  await createUser(t.db, 'admin@vouchers.test', {
    roles: [
      { barId, role: 'ADMIN' },
      { barId: closedBar, role: 'ADMIN' },
    ],
  });
  tokens.barman = await signIn(t.app, 'barman@vouchers.test');
  tokens.admin = await signIn(t.app, 'admin@vouchers.test');
});

afterAll(async () => {
  await t?.close();
});

describe('creating vouchers', () => {
  it('creates a valued voucher with a server-made code', async () => {
    const res = await call('POST', '/uorder/voucher', tokens.admin, { barId, nickname: 'Ann', email: 'Ann@Example.com', type: 'valued', value: 12.5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ barId, nickname: 'Ann', email: 'ann@example.com', type: 'valued', value: 12.5, status: 'created' });
    expect(res.json().code).toMatch(VOUCHER_CODE_PATTERN);
  });

  it('stores 0 for a free voucher and refuses a valued one without a positive value or nickname (400)', async () => {
    const free = await call('POST', '/uorder/voucher', tokens.admin, { nickname: 'Bob', type: 'free', value: 30 });
    expect([free.statusCode, free.json().value, free.json().email]).toEqual([201, 0, null]);
    const bad = await call('POST', '/uorder/voucher', tokens.admin, { nickname: '', type: 'valued', value: 0 });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['nickname', 'value']);
    expectError(await call('POST', '/uorder/voucher', tokens.admin, { nickname: 'C', type: 'valued', value: 5, email: 'not-mail' }), 400, 'VALIDATION_FAILED');
  });

  it('is for ADMIN (BARMAN 403) and only on bars with vouchers enabled (409)', async () => {
    expectError(await call('POST', '/uorder/voucher', tokens.barman, { nickname: 'X', type: 'free' }), 403, 'FORBIDDEN');
    expectError(await call('GET', '/uorder/voucher/', tokens.barman), 403, 'FORBIDDEN');
    const off = await call('POST', '/uorder/voucher', tokens.admin, { nickname: 'X', type: 'free' }, closedBar);
    expectError(off, 409, 'CONFLICT');
    expect(off.json().message).toBe('Vouchers are not enabled for this bar.');
  });

  it('never hands out a code twice: a taken code is drawn again, and the database refuses duplicates', async () => {
    const taken = (await call('POST', '/uorder/voucher', tokens.admin, { nickname: 'D', type: 'free' })).json().code;
    const draws = [taken, taken, 'ZZZZZ-ZZZZZ'];
    const v = await createVoucher(t.db, barId, { nickname: 'E', type: 'free', value: 0, email: null }, null, () => draws.shift()!);
    expect(v.code).toBe('ZZZZZ-ZZZZZ');
    await expect(createVoucher(t.db, barId, { nickname: 'F', type: 'free', value: 0, email: null }, null, () => taken)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    await expect(t.db.insert(vouchers).values({ barId: closedBar, code: taken, type: 'free', nickname: 'G' })).rejects.toThrow();
    const many = new Set(Array.from({ length: 5000 }, newVoucherCode));
    expect(many.size).toBe(5000);
  });
});

describe('listing and editing vouchers', () => {
  it('pages from 0 with perPage 10 by default and filters by type and status', async () => {
    for (let i = 0; i < 9; i++) await call('POST', '/uorder/voucher', tokens.admin, { nickname: `N${i}`, type: i % 3 ? 'valued' : 'free', value: 5 });
    const res = await call('GET', '/uorder/voucher/', tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: 0, perPage: 10 });
    expect(res.json().data).toHaveLength(10);
    const free = await call('GET', `/uorder/voucher/?search=${encodeURIComponent('{"type":"free","status":"created"}')}`, tokens.admin);
    expect(free.json().data.every((v: { type: string }) => v.type === 'free')).toBe(true);
    expectError(await call('GET', `/uorder/voucher/?search=${encodeURIComponent('{"status":"lost"}')}`, tokens.admin), 400, 'VALIDATION_FAILED');
  });

  it('answers a voucher and edits it along allowed status changes; used vouchers never change', async () => {
    const created = (await call('POST', '/uorder/voucher', tokens.admin, { nickname: 'Edit', type: 'valued', value: 5 })).json();
    expect((await call('GET', `/uorder/voucher/${created._id}`, tokens.admin)).json().code).toBe(created.code);
    const printed = await call('PATCH', `/uorder/voucher/${created._id}`, tokens.admin, { status: 'printed', value: 7 });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json()).toMatchObject({ status: 'printed', value: 7, email: null, nickname: 'Edit' });
    const used = await call('PATCH', `/uorder/voucher/${created._id}`, tokens.admin, { status: 'used' });
    expectError(used, 409, 'CONFLICT');
    await t.db.update(vouchers).set({ status: 'used' }).where(eq(vouchers.id, created._id));
    const locked = await call('PATCH', `/uorder/voucher/${created._id}`, tokens.admin, { nickname: 'Other' });
    expectError(locked, 409, 'CONFLICT');
    expect(locked.json().message).toBe('A used or expired voucher cannot be changed.');
    expectError(await call('GET', `/uorder/voucher/${created._id}`, tokens.admin, undefined, closedBar), 404, 'NOT_FOUND');
  });
});
