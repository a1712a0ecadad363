import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import type { Column, RawCell } from './columns.js';
import { CSV_OPTIONS, csvFormats, openCsvWriter } from './csv-writer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-writer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const columns: Column[] = [
  { header: 'Name', kind: 'text' },
  { header: 'At', kind: 'date' },
  { header: 'Price', kind: 'money' },
  { header: 'Position', kind: 'integer' },
  { header: 'Priority', kind: 'boolean' },
];

describe('csv writer', () => {
  it('writes byte for byte what csv-stringify writes, quoting only where it quotes', async () => {
    const texts = ['plain', '', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'crlf\r\nend', '=SUM(A1)', '+1', "'quoted", 'ünïcødé 🍸', ' spaced ', ';semi;'];
    const rows: RawCell[][] = [];
    for (let i = 0; i < 3000; i++) {
      rows.push([texts[i % texts.length], i % 7 === 0 ? null : '2026-03-29 00:59:59.5+00', '12.50', i % 5 === 0 ? null : i, i % 2 === 0]);
    }
    const file = path.join(dir, 'rows.csv');
    const writer = openCsvWriter({ file, columns, timeZone: 'Europe/Rome', sheetName: 'x' });
    for (let b = 0; b < rows.length; b += 700) await writer.writeRows(rows.slice(b, b + 700));
    await writer.close();

    const formats = csvFormats(columns, 'Europe/Rome');
    const expected = stringify(
      rows.map((row) => row.map((v, i) => (v === null || v === undefined ? '' : formats[i](v)))),
      { bom: true, header: true, columns: columns.map((c) => c.header), ...CSV_OPTIONS },
    );
    const written = fs.readFileSync(file, 'utf8');
    expect(written).toBe(expected);
    expect(written.split('\r\n')[1]).toBe('plain,,12.50,,true');
    expect(written).toContain("\r\n'=SUM(A1),");
    expect(written).toContain('"say ""hi"""');
    // a line break of any kind is quoted, or a reader would split the row
    expect(written).toContain('\r\n"two\nlines",');
    expect(written).toContain('\r\n"cr\rhere",');
    expect(written).toContain(',2026-03-29T01:59:59.500+01:00,');
  });

  it('writes the BOM and header alone for an export without rows', async () => {
    const file = path.join(dir, 'empty.csv');
    const writer = openCsvWriter({ file, columns, timeZone: 'UTC', sheetName: 'x' });
    await writer.writeRows([]);
    await writer.close();
    expect(fs.readFileSync(file, 'utf8')).toBe('\uFEFFName,At,Price,Position,Priority\r\n');
  });
});
