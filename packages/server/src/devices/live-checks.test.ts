import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.js';
import { openTestDatabase } from '../test/database.js';
import { createBar } from '../test/harness.js';
import { createLiveCheckRecorder } from './live-checks.js';

let database: Database;
const barIds: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  for (let i = 0; i < 40; i++) barIds.push(await createBar(database.db, { name: `Heartbeat ${i}` }));
});

afterAll(async () => {
  await database?.close();
});

describe('heartbeats written together', () => {
  it('stores each bar’s latest live check and status, and answers its record as stored', async () => {
    const recorder = createLiveCheckRecorder(database.liveDb);
    const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 20, 0, s));
    // every bar at once, the first bar three times: its first heartbeat is written at once, alone; the
    // other two wait for the next batch together, whose waiters all get the last of them
    const answers = await Promise.all([
      ...barIds.map((id, i) => recorder.record(id, `READY-${i}`, at(i))),
      recorder.record(barIds[0], 'BUSY', at(50)),
      recorder.record(barIds[0].toUpperCase(), 'ERROR', at(51)),
    ]);
    expect(answers.every((record) => record !== undefined)).toBe(true);
    for (const [i, record] of answers.slice(1, barIds.length).entries()) {
      expect(record!.row).toMatchObject({ id: barIds[i + 1], status: `READY-${i + 1}`, liveCheck: at(i + 1) });
    }
    const first = answers.filter((r) => r!.row.id === barIds[0]);
    expect(first.map((r) => [r!.row.status, r!.row.liveCheck])).toEqual([
      ['READY-0', at(0)],
      ['ERROR', at(51)],
      ['ERROR', at(51)],
    ]);
  });

  it('answers undefined for a bar that does not exist, without failing the others written with it', async () => {
    const recorder = createLiveCheckRecorder(database.liveDb);
    const [missing, known] = await Promise.all([
      recorder.record('00000000-0000-4000-8000-000000000000', 'READY', new Date()),
      recorder.record(barIds[1], 'AGAIN', new Date()),
    ]);
    expect(missing).toBeUndefined();
    expect(known?.row.status).toBe('AGAIN');
  });
});
