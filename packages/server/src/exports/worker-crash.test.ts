import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/connection.js';
import { exportRequests } from '../db/schema.js';
import { createBar } from '../test/harness.js';
import { insertExport } from './repository.js';
import { ExportWorker, exportsFolder, silentLog } from './worker.js';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
const ROWS = 20_000;

afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Id and Name columns of the finished file, header first. */
async function readBack(file: string, type: 'csv' | 'excel'): Promise<string[][]> {
  if (type === 'csv') return (parse(fs.readFileSync(file, 'utf8'), { bom: true }) as string[][]).map((r) => [r[0], r[8]]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push([String(row.getCell(1).value), String(row.getCell(9).value)]));
  return rows;
}

describe('export worker crash', { timeout: 180_000 }, () => {
  it.each(['csv', 'excel'] as const)('a worker process killed in the middle of its %s file: after restart the job is completed, whole', async (type) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-crash-'));
    dirs.push(dataDir);
    const ext = type === 'excel' ? 'xlsx' : 'csv';
    let database = await openDatabase({ dataDir });
    const barId = await createBar(database.db);
    // the kept counts' triggers are off for this fill: the export reads the drinks alone, and through
    // them PGlite inserts ~500 drinks a second (40 s of this test, against 0.5 s)
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into drinks (bar_id, status, recipe, recipe_name, recipe_price, name, created_at)
        select ${barId}::uuid, 'delivered', '{}'::jsonb, 'Mojito', 9.5, '=bad' || g, now() - (g * interval '1 second')
        from generate_series(1, ${ROWS}) as g`);
    });
    const job = await insertExport(database.db, { barId, collectionName: 'Drink', type, search: { status: 'delivered' }, userId: null, userDisplay: 'Test' });
    await database.close();

    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-child.ts'), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const folder = exportsFolder(dataDir);
    // kill it (no chance to clean up) once part of the file is written
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        const part = fs.existsSync(folder) ? fs.readdirSync(folder).find((n) => n.endsWith('.part')) : undefined;
        if (part && fs.statSync(path.join(folder, part)).size > 20_000) {
          clearInterval(timer);
          child.kill('SIGKILL');
          resolve();
        }
      }, 5);
      child.on('exit', () => {
        clearInterval(timer);
        reject(new Error('the worker finished before it could be killed'));
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(fs.readdirSync(folder).some((n) => n === `${job.id}.${ext}`)).toBe(false);

    // restart: another worker takes the job over once the dead worker's lease has passed
    database = await openDatabase({ dataDir });
    const [before] = await database.db.select().from(exportRequests).where(eq(exportRequests.id, job.id));
    expect(before).toMatchObject({ status: 'running', filepath: null, attempts: 1 });
    const worker = new ExportWorker(database.db, dataDir, silentLog, { batchSize: 1000, autoStart: false });
    let taken = 0;
    for (let i = 0; i < 100 && taken === 0; i++) {
      taken = await worker.drain();
      if (!taken) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(taken).toBe(1);
    const [after] = await database.db.select().from(exportRequests).where(eq(exportRequests.id, job.id));
    expect(after).toMatchObject({ status: 'done', attempts: 2, rows: ROWS, filepath: `${job.id}.${ext}` });
    expect(fs.readdirSync(folder)).toEqual([`${job.id}.${ext}`]);
    const rows = await readBack(path.join(folder, `${job.id}.${ext}`), type);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[0]).toEqual(['Id', 'Name']);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(ROWS);
    expect(rows[1][1]).toMatch(/^'=bad\d+$/);
    await database.close();
  });
});
