// Test helper process (crash-recovery.test.ts): a server on an on-disk database that starts one
// refund or one command through the API and is killed while it is in flight, or that takes a bar
// controller's events through its broker and is killed as soon as the bar has its acknowledgements.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/connection.js';
import { barCommands } from '../db/schema.js';
import { TEST_JWT_SECRET, bearer, signIn } from '../test/harness.js';
import { crashTestOptions } from './crash-test-options.js';

const [dataDir, gatewayUrl, what, barId, email, orderId] = process.argv.slice(2);
const database = await openDatabase({ dataDir });
const app = await buildApp({
  db: database.db,
  dataDir,
  jwtSecret: TEST_JWT_SECRET,
  ...crashTestOptions(gatewayUrl),
  // the call must still be waiting when the process is killed
  commands: { timeoutMs: 600_000, sweepIntervalMs: 0 },
  recovery: { intervalMs: 0 },
});
await app.ready();
const headers = { ...bearer(await signIn(app, email)), 'x-bar': barId };
process.stdout.write('ready\n');

if (what === 'bar events') {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(`listening ${port} ${(await app.tokens.issueBar(barId)).token}\n`);
} else if (what === 'refund') {
  void app.inject({ method: 'DELETE', url: `/api/uorder/apporders/${orderId}/refund`, headers });
} else {
  void app.inject({ method: 'POST', url: '/api/ubar/bars/generalStop', headers, payload: {} });
  for (;;) {
    const [row] = await database.db.select({ status: barCommands.status }).from(barCommands).where(eq(barCommands.barId, barId));
    if (row?.status === 'sent') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write('sent\n');
}
