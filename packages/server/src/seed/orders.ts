import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { appOrders, bars, drinks, users, vouchers } from '../db/schema.js';
import { newVoucherCode } from '../vouchers/code.js';
import { seededRandom } from '@bar/domain';

const VOUCHER_PLAN = [
  ['created', 'valued', 10],
  ['created', 'free', 0],
  ['printed', 'valued', 5],
  ['emailed', 'valued', 20],
  ['used', 'valued', 10],
  ['used', 'free', 0],
  ['disabled', 'valued', 15],
  ['expired', 'valued', 5],
  ['emailed', 'free', 0],
  ['printed', 'valued', 7.5],
  ['created', 'valued', 25],
  ['used', 'valued', 5],
] as const;
const GUESTS = [
  'Giulia Rossi',
  'Marco Bianchi',
  'Sara Verdi',
  'Tom Baker',
  'Emma Stone',
  'Leo Conti',
  'Nina Ferri',
  'Paolo Greco',
  'Alex Kim',
  'Sam Lee',
  'Chiara Neri',
  'Luca Galli',
];

/**
 * App orders behind the demo history's app and kiosk drinks (most paid, several by Shift4 so a
 * refund can be tried, a few refunded, failed and still open), and vouchers for the bars that
 * accept them, so the app orders and vouchers screens have content from the first start.
 */
export async function seedDemoOrders(db: Db, now = new Date()): Promise<void> {
  const barRows = await db.select({ id: bars.id, paymentSettings: bars.paymentSettings }).from(bars);
  const [admin] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, 'admin@demo.bar')).limit(1);
  for (const [index, bar] of barRows.entries()) {
    const random = seededRandom(777 + index);
    const currency = (bar.paymentSettings as { currency?: { currencyNameISO?: string } }).currency?.currencyNameISO ?? 'EUR';
    const history = await db
      .select({ id: drinks.id, type: drinks.type, name: drinks.name, price: drinks.recipePrice, createdAt: drinks.createdAt })
      .from(drinks)
      .where(and(eq(drinks.barId, bar.id), inArray(drinks.type, ['App', 'Kiosk'])))
      .orderBy(desc(drinks.createdAt))
      .limit(60);
    const rows: Array<typeof appOrders.$inferInsert> = [];
    for (const [i, d] of history.entries()) {
      const roll = random();
      const paymentMethod =
        d.type === 'App' ? (roll < 0.55 ? 'shift4' : roll < 0.85 ? 'satispay' : 'adyen') : roll < 0.7 ? 'shift4' : roll < 0.9 ? 'cash' : 'voucher';
      const refunded = paymentMethod === 'shift4' && i % 9 === 4;
      rows.push({
        id: crypto.randomUUID(),
        barId: bar.id,
        nickname: d.name,
        type: d.type,
        paymentMethod,
        price: d.price,
        currency,
        status: refunded ? 'refunded' : 'paid',
        transactionId:
          paymentMethod === 'shift4' ? String(1_000_000_000 + Math.floor(random() * 8_999_999_999)) : paymentMethod === 'cash' ? null : crypto.randomUUID(),
        ...(refunded
          ? { refundedAt: new Date(d.createdAt.getTime() + 20 * 60_000), refundedBy: admin?.id ?? null, refundedByEmail: admin?.email ?? null }
          : {}),
        createdAt: new Date(d.createdAt.getTime() - 30_000),
        updatedAt: d.createdAt,
      });
    }
    // payments that failed (no drink) and orders still being paid
    for (let k = 0; k < 5; k++) {
      const at = new Date(now.getTime() - (k < 3 ? (k + 1) * 3 * 3_600_000 : (k - 2) * 60_000));
      rows.push({
        barId: bar.id,
        nickname: GUESTS[(index + k) % GUESTS.length].split(' ')[0],
        type: k % 2 ? 'Kiosk' : 'App',
        paymentMethod: k % 2 ? 'shift4' : 'satispay',
        price: (8 + k).toFixed(2),
        currency,
        status: k < 3 ? 'error' : 'open',
        createdAt: at,
        updatedAt: at,
      });
    }
    if (!rows.length) continue;
    await db.insert(appOrders).values(rows);
    for (const [i, d] of history.entries()) await db.update(drinks).set({ appOrderId: rows[i].id! }).where(eq(drinks.id, d.id));

    if (!(bar.paymentSettings as { voucherEnabled?: unknown }).voucherEnabled) continue;
    await db.insert(vouchers).values(
      VOUCHER_PLAN.map(([status, type, value], k) => {
        const at = new Date(now.getTime() - (VOUCHER_PLAN.length - k) * 5 * 3_600_000);
        const guest = GUESTS[(k + index) % GUESTS.length];
        return {
          barId: bar.id,
          code: newVoucherCode(),
          type,
          value: value.toFixed(2),
          status,
          nickname: guest.split(' ')[0],
          email: k % 3 === 0 ? null : `${guest.toLowerCase().replace(' ', '.')}@example.com`,
          createdBy: admin?.id ?? null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
}
