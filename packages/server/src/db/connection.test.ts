import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './connection.js';
import { startPglite } from './pglite-start.js';

/** 'answered', or why not (drizzle wraps the database's error as `cause`). */
const settled = (work: Promise<unknown>) =>
  work.then(
    () => 'answered',
    (err: Error) => ((err.cause as Error | undefined) ?? err).message,
  );

describe('the embedded database handed out before it is open (openPglite)', () => {
  it("holds the app's statements until serve(): the start-up steps' statements go first", async () => {
    const { database, ready, serve } = await openPglite(startPglite());
    try {
      const order: string[] = [];
      const app = database.db.execute(sql`SELECT 1`).then(() => order.push('app'));
      const startup = await ready;
      await startup.db.execute(sql`SELECT 1`).then(() => order.push('start-up step'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(order).toEqual(['start-up step']);
      serve();
      await app;
      expect(order).toEqual(['start-up step', 'app']);
    } finally {
      await database.close();
    }
  });

  it('refuses them on a stop before serve(), so that nothing waits on them', async () => {
    const { database, ready, refuse } = await openPglite(startPglite());
    try {
      const held = settled(database.db.execute(sql`SELECT 1`));
      await ready;
      refuse();
      expect(await held).toBe('The server is stopping.');
      expect(await settled(database.liveDb.execute(sql`SELECT 1`))).toBe('The server is stopping.');
    } finally {
      await database.close();
    }
  });
});
