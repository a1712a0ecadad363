import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { barCommands } from '../db/schema.js';
import { applyAck } from '../devices/repository.js';
import { createBar, startTestApp, type TestApp } from '../test/harness.js';
import { PENDING_OPEN_RETRY_MS, deliverPendingOpen } from './pending-open.js';

let t: TestApp;
let barId: string;
let sent: Array<{ id: string; command: string; args?: unknown }>;
let failSends = false;

const deliver = (now: Date) =>
  deliverPendingOpen(
    {
      db: t.db,
      log: t.app.log,
      live: {
        sendCommand: async (_bar, command) => {
          if (failSends) throw new Error('broker down');
          sent.push(command);
        },
      },
    },
    barId,
    false,
    now,
  );

beforeAll(async () => {
  t = await startTestApp({ commands: { sweepIntervalMs: 0 } });
});

beforeEach(async () => {
  barId = await createBar(t.db);
  sent = [];
  failSends = false;
});

afterAll(async () => {
  await t?.close();
});

describe('delivering an open state the bar has not confirmed', () => {
  it('sends one system setOpen and nothing more while it is on its way', async () => {
    const now = new Date();
    await deliver(now);
    await deliver(new Date(now.getTime() + 10_000));
    expect(sent).toEqual([expect.objectContaining({ command: 'setOpen', args: { open: false } })]);
    const [row] = await t.db.select().from(barCommands).where(eq(barCommands.barId, barId));
    expect(row).toMatchObject({ command: 'setOpen', status: 'sent', issuedBy: null });
  });

  it('after the bar refused it, waits before trying again instead of resending at every heartbeat', async () => {
    const first = new Date();
    await deliver(first);
    await applyAck(t.db, barId, sent[0].id, 'failed', 'Busy');
    await deliver(new Date(first.getTime() + 10_000));
    expect(sent).toHaveLength(1);
    await deliver(new Date(first.getTime() + PENDING_OPEN_RETRY_MS + 1_000));
    expect(sent).toHaveLength(2);
  });

  it('marks a command the broker would not take as failed, so a later heartbeat tries again', async () => {
    failSends = true;
    const first = new Date();
    await deliver(first);
    const [row] = await t.db.select().from(barCommands).where(eq(barCommands.barId, barId));
    expect(row.status).toBe('failed');
    failSends = false;
    await deliver(new Date(first.getTime() + PENDING_OPEN_RETRY_MS + 1_000));
    expect(sent).toHaveLength(1);
  });
});
