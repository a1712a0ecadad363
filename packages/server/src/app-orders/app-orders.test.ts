import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms, appOrders, bars, drinks } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { startFakeGateway, type FakeGateway } from '../payments/fake-gateway.js';
import { shift4Client } from '../payments/shift4-client.js';
import { GatewayRefusedError, GatewayUnavailableError } from '../payments/gateways.js';
import { recipeColumns } from '../drinks/repository.js';
import { expectError } from '../test/error-answer.js';

let t: TestApp;
let fake: FakeGateway;
let barId: string;
let otherBar: string;
const tokens = {} as Record<'barman' | 'admin', string>;

const call = (method: 'GET' | 'DELETE', path: string, token: string, bar = barId) =>
  t.app.inject({ method, url: `/api${path}`, headers: { ...bearer(token), 'x-bar': bar } });

async function order(values: Partial<typeof appOrders.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(appOrders)
    .values({
      barId,
      nickname: 'Ann',
      type: 'App',
      paymentMethod: 'shift4',
      price: '9.50',
      currency: 'EUR',
      status: 'paid',
      transactionId: '1234567890',
      ...values,
    })
    .returning({ id: appOrders.id });
  return row.id;
}

beforeAll(async () => {
  fake = await startFakeGateway();
  // live mode against the local stand-in: the refund goes over HTTP like it would to Shift4
  t = await startTestApp({
    payments: {
      mode: 'live',
      shift4BaseUrl: `${fake.url}/api/rest/v1`,
      shift4ClientGuid: 'GUID',
      satispayBaseUrl: `${fake.url}/g_business/v1`,
      timeoutMs: 2_000,
    },
  });
  barId = await createBar(t.db, { name: 'Orders bar' });
  otherBar = await createBar(t.db, { name: 'Other bar' });
  await t.db
    .update(bars)
    .set({ paymentSettings: { currency: { currencyNameISO: 'EUR' }, shift4Gateway: { accessToken: 'BAR-ACCESS-TOKEN' } } })
    .where(eq(bars.id, barId));
  await createUser(t.db, 'barman@orders.test', { roles: [{ barId, role: 'BARMAN' }] });
  await createUser(t.db, 'admin@orders.test', { roles: [{ barId, role: 'ADMIN' }] });
  tokens.barman = await signIn(t.app, 'barman@orders.test');
  tokens.admin = await signIn(t.app, 'admin@orders.test');
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('app order list and detail', () => {
  it('pages newest first (default perPage 10), filters by status, source and price, and leaves refunded orders out', async () => {
    for (let i = 0; i < 11; i++) await order({ price: `${5 + i}.00`, type: i % 2 ? 'Kiosk' : 'App', createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)) });
    await order({ status: 'refunded', nickname: 'Gone' });
    await order({ status: 'error', nickname: 'Failed' });
    const first = await call('GET', '/uorder/apporders/', tokens.barman);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ page: 0, perPage: 10, count: 12 });
    expect(first.json().data.some((o: { nickname: string }) => o.nickname === 'Gone')).toBe(false);
    const q = (search: object) => call('GET', `/uorder/apporders/?search=${encodeURIComponent(JSON.stringify(search))}`, tokens.barman);
    expect((await q({ status: 'error' })).json().count).toBe(1);
    expect((await q({ status: 'refunded' })).json().data[0].nickname).toBe('Gone');
    expect((await q({ type: 'Kiosk' })).json().count).toBe(5);
    expect((await q({ price: 7 })).json().data.map((o: { price: number }) => o.price)).toEqual([7]);
    expectError(await q({ status: 'lost' }), 400, 'VALIDATION_FAILED');
    expectError(await q({ colour: 'red' }), 400, 'UNKNOWN_QUERY_FIELD');
  });

  it('answers one order with its drinks; an order of another bar is 404', async () => {
    const id = await order({ nickname: 'Detail' });
    await t.db.insert(drinks).values({
      barId,
      status: 'delivered',
      type: 'App',
      name: 'Detail',
      appOrderId: id,
      ...recipeColumns({ name: 'Spritz', price: 8, category: '', ingredients: [] }),
    });
    const res = await call('GET', `/uorder/apporders/${id}`, tokens.barman);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 'paid', refundable: true, price: 9.5, drinks: [{ recipe: { name: 'Spritz' }, appOrderId: id }] });
    const foreign = await t.db.insert(appOrders).values({ barId: otherBar, type: 'App', paymentMethod: 'cash', price: '1.00' }).returning({ id: appOrders.id });
    expectError(await call('GET', `/uorder/apporders/${foreign[0].id}`, tokens.barman), 404, 'NOT_FOUND');
  });
});

describe('refund', () => {
  it('is for ADMIN: a BARMAN gets 403', async () => {
    const id = await order();
    expectError(await call('DELETE', `/uorder/apporders/${id}/refund`, tokens.barman), 403, 'FORBIDDEN');
  });

  it('voids a paid Shift4 order at the gateway, records who and when, then refuses a second refund', async () => {
    const id = await order({ transactionId: '5550001111' });
    const before = fake.requests.length;
    const res = await call('DELETE', `/uorder/apporders/${id}/refund`, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refundable: false, refundedBy: { email: 'admin@orders.test' } });
    expect(res.json().refundedAt).toBeTruthy();
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers).toMatchObject({ invoice: '5550001111', accesstoken: 'BAR-ACCESS-TOKEN' });
    const again = await call('DELETE', `/uorder/apporders/${id}/refund`, tokens.admin);
    expectError(again, 409, 'CONFLICT');
    expect(again.json().message).toBe('This order was already refunded.');
    expect(fake.requests.length).toBe(before + 1);
  });

  it('lets exactly one of two concurrent refunds through', async () => {
    const id = await order({ transactionId: '5550002222' });
    const results = await Promise.all([
      call('DELETE', `/uorder/apporders/${id}/refund`, tokens.admin),
      call('DELETE', `/uorder/apporders/${id}/refund`, tokens.admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectError(
      results.find((r) => r.statusCode !== 200)!,
      409,
      'CONFLICT',
    );
    expect(fake.requests.filter((r) => r.headers.invoice === '5550002222')).toHaveLength(1);
  });

  it('refuses orders that are not paid Shift4 ones with 409', async () => {
    for (const values of [{ paymentMethod: 'satispay' }, { status: 'open' }, { status: 'error' }]) {
      const id = await order(values);
      const res = await call('DELETE', `/uorder/apporders/${id}/refund`, tokens.admin);
      expectError(res, 409, 'CONFLICT');
      expect(res.json().message).toBe('Only paid Shift4 orders can be refunded.');
    }
  });

  it('keeps the order paid when the gateway refuses (409) or is down (502)', async () => {
    const refused = await order({ transactionId: 'refused' });
    const r1 = await call('DELETE', `/uorder/apporders/${refused}/refund`, tokens.admin);
    expectError(r1, 409, 'CONFLICT');
    expect(r1.json().message).toBe('Shift4 refused the void: Invoice Not Found.');
    const down = await order({ transactionId: 'down' });
    expectError(await call('DELETE', `/uorder/apporders/${down}/refund`, tokens.admin), 502, 'BAD_GATEWAY');
    const rows = await t.db.select({ status: appOrders.status }).from(appOrders).where(eq(appOrders.transactionId, 'down'));
    expect(rows[0].status).toBe('paid');
    // each order the gateway did not void raises a critical refund alarm; another failure of the same order counts on it
    expectError(await call('DELETE', `/uorder/apporders/${down}/refund`, tokens.admin), 502, 'BAD_GATEWAY');
    const raised = await t.db.select().from(alarms).where(eq(alarms.kind, 'refundFailed'));
    expect(raised.map((a) => `${a.subjectId} ${a.severity} ${a.state} ${a.count}`).sort()).toEqual(
      [`${down} critical open 2`, `${refused} critical open 1`].sort(),
    );
  });

  it('ends refunded when the gateway voided but its answer was lost (the lookup says voided), so the void is not repeated', async () => {
    const id = await order({ transactionId: 'hang-after-void-lost' });
    const res = await call('DELETE', `/uorder/apporders/${id}/refund`, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refundable: false, refundedBy: { email: 'admin@orders.test' } });
    const sent = fake.requests.filter((r) => r.headers.invoice === 'hang-after-void-lost').map((r) => r.method);
    expect(sent).toEqual(['DELETE', 'GET']);
  });
});

describe('Shift4 client void', () => {
  const client = () =>
    shift4Client({ baseUrl: `${fake.url}/api/rest/v1`, clientGuid: 'G', companyName: 'C', interfaceName: 'I', interfaceVersion: '1', timeoutMs: 500 });
  it('sends the invoice and access token in headers and maps refusals and outages', async () => {
    await expect(client().voidInvoice({ accessToken: 'A', invoice: '42' })).resolves.toBeUndefined();
    await expect(client().voidInvoice({ accessToken: 'A', invoice: 'refused' })).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(client().voidInvoice({ accessToken: 'A', invoice: 'down' })).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(client().voidInvoice({ accessToken: 'A', invoice: 'hang' })).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('looks an invoice up without changing it: held is paid, "Invoice Not Found" is voided, outages and refusals are errors', async () => {
    expect(await client().invoiceStatus({ accessToken: 'A', invoice: '7001' })).toBe('paid');
    await client().voidInvoice({ accessToken: 'A', invoice: '7001' });
    expect(await client().invoiceStatus({ accessToken: 'A', invoice: '7001' })).toBe('voided');
    expect(await client().invoiceStatus({ accessToken: 'A', invoice: '7001' })).toBe('voided');
    const lookup = fake.requests.findLast((r) => r.method === 'GET');
    expect(lookup).toMatchObject({ path: '/api/rest/v1/transactions/invoice', headers: { invoice: '7001', accesstoken: 'A' } });
    await expect(client().invoiceStatus({ accessToken: 'A', invoice: 'down' })).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(client().invoiceStatus({ accessToken: 'refused', invoice: '7002' })).rejects.toBeInstanceOf(GatewayRefusedError);
  });
});
