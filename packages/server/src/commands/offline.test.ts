import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barStatusText } from '@bar/domain';
import { bars } from '../db/schema.js';
import { applyAck } from '../devices/repository.js';
import { createBar, startTestApp, type TestApp } from '../test/harness.js';
import { createCommandService } from './service.js';

let t: TestApp;
let barId: string;
const lastHeartbeat = new Date('2026-11-21T12:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ commands: { sweepIntervalMs: 0 } });
  barId = await createBar(t.db, { name: 'Clocked' });
  await t.db.update(bars).set({ liveCheck: lastHeartbeat, status: 'RUNNING' }).where(eq(bars.id, barId));
});

afterAll(async () => {
  await t?.close();
});

/** A command service whose clock reads `now`, with a bar that answers every command at once. */
function serviceAt(now: Date, sent: string[]) {
  return createCommandService({
    db: t.db,
    log: t.app.log,
    options: { now: () => now, timeoutMs: 2_000 },
    live: {
      sendCommand: async (bar, command) => {
        sent.push(command.id);
        await applyAck(t.db, bar, command.id, 'done');
      },
    },
  });
}

describe('the 3-minute offline rule (injected clock)', () => {
  it('sends commands while the last heartbeat is at most 3 minutes old', async () => {
    const sent: string[] = [];
    const record = await serviceAt(new Date(lastHeartbeat.getTime() + 3 * 60_000), sent).issue({ barId, principal: null, command: 'restartViz', args: {} });
    expect(record.status).toBe('done');
    expect(sent).toHaveLength(1);
  });

  it('refuses them as offline past 3 minutes, sending nothing, and shows the previous status', async () => {
    const sent: string[] = [];
    const later = new Date(lastHeartbeat.getTime() + 3 * 60_000 + 1);
    await expect(serviceAt(later, sent).issue({ barId, principal: null, command: 'restartViz', args: {} })).rejects.toMatchObject({
      statusCode: 409,
      code: 'BAR_OFFLINE',
      message: 'The bar is offline.',
    });
    expect(sent).toHaveLength(0);
    const [bar] = await t.db.select().from(bars).where(eq(bars.id, barId));
    expect(barStatusText(bar, later)).toBe('OFFLINE - previous status: RUNNING');
  });
});
