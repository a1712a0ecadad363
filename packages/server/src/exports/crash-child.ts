// Test helper process (worker-crash.test.ts): runs the export worker on an on-disk database until it is killed.
import { openDatabase } from '../db/connection.js';
import { ExportWorker, silentLog } from './worker.js';

const dataDir = process.argv[2];
const database = await openDatabase({ dataDir });
const worker = new ExportWorker(database.db, dataDir, silentLog, { batchSize: 100, leaseMs: 300, autoStart: false });
process.stdout.write('ready\n');
await worker.drain();
process.stdout.write('finished\n');
