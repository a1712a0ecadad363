import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '@bar/domain';
import type { Database } from '../db/connection.js';
import { appOrders, auditLog, bars } from '../db/schema.js';
import { startFakeGateway, type FakeGateway } from '../payments/fake-gateway.js';
import { createGateways } from '../payments/options.js';
import { createSecretBox } from '../secrets/secret-box.js';
import { openTestDatabase } from '../test/database.js';
import { createBar } from '../test/harness.js';
import { settleInterruptedRefunds } from './refund-settlement.js';
import { reportFigure } from '../test/figure.js';

let database: Database;
let fake: FakeGateway;
let barId: string;
const secrets = createSecretBox(crypto.randomBytes(32));
const published: Array<{ barId: string; message: LiveMessage }> = [];
const NOW = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

beforeAll(async () => {
  fake = await startFakeGateway();
  database = await openTestDatabase();
  barId = await createBar(database.db);
  await database.db
    .update(bars)
    .set({ paymentSettings: { shift4Gateway: { accessToken: secrets.seal('BAR-ACCESS-TOKEN') } } })
    .where(eq(bars.id, barId));
});
afterAll(async () => {
  await database?.close();
  await fake?.close();
});

const settle = () =>
  settleInterruptedRefunds({
    db: database.db,
    // no order here waits for a timeout ("down" is a prompt 503): the limit only has to outlast a loaded machine
    gateways: createGateways({ mode: 'live', shift4BaseUrl: `${fake.url}/api/rest/v1`, shift4ClientGuid: 'GUID', timeoutMs: 10_000 }),
    secrets,
    live: { publishToConsoles: async (bar, message) => void published.push({ barId: bar, message }) },
    log: { info: () => undefined, warn: () => undefined },
    graceMs: 120_000,
    now: () => NOW,
  });

async function refunding(invoice: string, claimedAt: Date) {
  const [row] = await database.db
    .insert(appOrders)
    .values({ barId, type: 'App', paymentMethod: 'shift4', price: '4.00', status: 'refunding', transactionId: invoice, updatedAt: claimedAt })
    .returning({ id: appOrders.id });
  return row.id;
}

const statusOf = async (ids: string[]) =>
  Object.fromEntries(
    (await database.db.select({ id: appOrders.id, status: appOrders.status }).from(appOrders).where(inArray(appOrders.id, ids))).map((r) => [r.id, r.status]),
  );

describe('settling interrupted refunds', () => {
  it('asks the gateway with the bar access token, leaves refunds inside the grace period and ones the gateway cannot answer for, tells consoles', async () => {
    fake.voided.add('S-voided');
    const voided = await refunding('S-voided', minutesAgo(3));
    const held = await refunding('S-held', minutesAgo(10));
    const fresh = await refunding('S-fresh', minutesAgo(1));
    const down = await refunding('down', minutesAgo(5));
    const before = fake.requests.length;

    const report = await settle();
    reportFigure(
      'refund settlement pass',
      `4 refunding, ${report.refunded} refunded, ${report.paid} paid again, ${report.pending} pending (gateway down), 1 inside the grace period`,
    );
    expect(report).toEqual({ refunded: 1, paid: 1, pending: 1 });
    expect(await statusOf([voided, held, fresh, down])).toEqual({ [voided]: 'refunded', [held]: 'paid', [fresh]: 'refunding', [down]: 'refunding' });
    const lookups = fake.requests.slice(before);
    expect(lookups.every((r) => r.method === 'GET' && r.headers.accesstoken === 'BAR-ACCESS-TOKEN')).toBe(true);
    expect(lookups.map((r) => r.headers.invoice).sort()).toEqual(['S-held', 'S-voided', 'down']);
    expect(published.map((p) => [p.barId, p.message.type, p.message.payload as { _id: string; status: string; refundable: boolean }])).toEqual([
      [barId, 'appOrder', expect.objectContaining({ _id: held, status: 'paid', refundable: true })],
      [barId, 'appOrder', expect.objectContaining({ _id: voided, status: 'refunded', refundable: false })],
    ]);
  });

  it('settles each order once when several passes run at the same time', async () => {
    fake.voided.add('S-race');
    const id = await refunding('S-race', minutesAgo(4));
    const reports = await Promise.all([settle(), settle(), settle()]);
    reportFigure('refund settlement race', `3 concurrent passes, ${reports.reduce((sum, r) => sum + r.refunded, 0)} settlement`);
    expect(reports.reduce((sum, r) => sum + r.refunded, 0)).toBe(1);
    expect(await statusOf([id])).toEqual({ [id]: 'refunded' });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(1);
  });
});
