import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { APP_ORDER_STATUSES, DRINK_STATUSES, type ExportCollection } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { planList, type ListSpec } from '../http/paging.js';
import { badRequest } from '../http/errors.js';
import { DRINK_EXPORT, DRINK_LIST } from '../drinks/queue-repository.js';
import { APP_ORDER_EXPORT, APP_ORDER_LIST } from '../app-orders/repository.js';
import type { Column, ColumnKind, RawCell } from './columns.js';
import { queryArrays, type Statement } from './array-query.js';
import { csvCells } from './copy-csv.js';
import { nextPartStartSelect, xlsxRowsSelect, type RowKey, type RowsPart } from './xlsx-sql.js';

/** What an export of one collection reads: its columns, filters and keyset batches. */
interface Source {
  columns: Column[];
  /** Checks the filters and returns the WHERE of the bar's matching rows (bad filters → 400). */
  where(barId: string, search: Record<string, unknown>): SQL;
  /** How many rows the export will have (progress); the same WHERE as the batches. */
  count(db: Db, where: SQL): Promise<number>;
  /** The next rows after `after`, one array per row in the columns' order (dates as Postgres text). */
  batch(db: Db, where: SQL, after: Cursor | null, size: number): Promise<{ cells: RawCell[][]; last: Cursor | null }>;
  /** All the rows in the batches' order, each cell as the CSV writes it (for COPY on PostgreSQL, see copy-csv.ts). */
  csvSelect(db: Db, where: SQL): Statement;
  /** All the rows (or a part's) in the batches' order, each as the XLSX sheet's row XML (for COPY on PostgreSQL, see xlsx-sql.ts). */
  xlsxSelect(db: Db, where: SQL, part?: RowsPart): Statement;
  /** Where the part after the one starting at `from` starts, parts of `every` rows (copy-parts.ts). */
  nextPartStart(db: Db, where: SQL, from: RowKey | undefined, every: number): Statement;
}

/**
 * What an export reads, as the area owning the table gives it: a table with the bar and status
 * columns, and the fields in the order of the file's columns, starting with id and created_at.
 */
interface ExportTable {
  table: PgTable & Record<'barId' | 'status', AnyPgColumn>;
  fields: AnyPgColumn[];
}

const col = (header: string, kind: ColumnKind = 'text', width?: number): Column => ({ header, kind, width });
const ID_WIDTH = 38;
const DATE_WIDTH = 31;

/** Position after the last row read. */
export type Cursor = RowKey;

function statusFilter(column: AnyPgColumn, raw: unknown, allowed: readonly string[]): SQL | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const list = (Array.isArray(raw) ? raw : String(raw).split(',')).map((s) => String(s).trim()).filter(Boolean);
  const wrong = list.filter((s) => !allowed.includes(s));
  if (wrong.length) throw badRequest(`status must be among ${allowed.join(', ')}.`);
  return list.length ? inArray(column, list) : undefined;
}

function filters(read: ExportTable, list: ListSpec, statuses: readonly string[], barId: string, search: Record<string, unknown>): SQL {
  const { status, ...rest } = search;
  const plan = planList({ page: 0, perPage: 1, search: JSON.stringify(rest) }, list);
  return and(eq(read.table.barId, barId), statusFilter(read.table.status, status, statuses), plan.where)!;
}

/** A source: its columns, the filters its list takes (statuses among `statuses`), the count, the keyset batches and the COPY SELECTs. */
function tableSource(columns: Column[], read: ExportTable, list: ListSpec, statuses: readonly string[]): Source {
  const [id, createdAt] = read.fields;
  const cells = csvCells(read.fields, columns);
  return {
    columns,
    where: (barId, search) => filters(read, list, statuses, barId, search),
    count: async (db, where) => (await db.select({ n: count() }).from(read.table).where(where))[0].n,
    batch: keysetBatches(read.table, read.fields),
    csvSelect: (db, where) => db.select(cells).from(read.table).where(where).orderBy(asc(createdAt), asc(id)).toSQL(),
    xlsxSelect: (db, where, part) => xlsxRowsSelect(db, read.table, read.fields, columns, where, part),
    nextPartStart: (db, where, from, every) => nextPartStartSelect(db, read.table, read.fields, where, from, every),
  };
}

/**
 * Keyset batches in (created_at, id) order, read as arrays. `fields` are the file's columns in
 * order and must start with id, created_at (the cursor is taken from them). The row comparison
 * lets Postgres walk the (bar_id, …, created_at) index from the cursor on, so each batch costs
 * its own rows only, however deep into the export it is.
 */
function keysetBatches(table: PgTable, fields: AnyPgColumn[]): Source['batch'] {
  const [id, createdAt] = fields;
  const select = Object.fromEntries(fields.map((f, i) => [`c${i}`, f]));
  // built once per export (per WHERE): only the cursor's two values change from batch to batch
  const statements = new WeakMap<SQL, { first: Statement; next: Statement; at: [number, number] }>();
  const build = (db: Db, where: SQL, after: Cursor | null, size: number) =>
    db
      .select(select)
      .from(table)
      .where(and(where, after ? sql`(${createdAt}, ${id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(asc(createdAt), asc(id))
      .limit(size)
      .toSQL();
  return async (db, where, after, size) => {
    let plan = statements.get(where);
    if (!plan || plan.first.params.at(-1) !== size) {
      const marker = { createdAt: '\0createdAt', id: '\0id' };
      const next = build(db, where, marker, size);
      plan = { first: build(db, where, null, size), next, at: [next.params.indexOf(marker.createdAt), next.params.indexOf(marker.id)] };
      statements.set(where, plan);
    }
    let statement = plan.first;
    if (after && plan.at.includes(-1))
      statement = build(db, where, after, size); // the markers were not found as they are
    else if (after) {
      const params = plan.next.params.slice();
      params[plan.at[0]] = after.createdAt;
      params[plan.at[1]] = after.id;
      statement = { sql: plan.next.sql, params };
    }
    const cells = (await queryArrays(db, statement)) as RawCell[][];
    const lastRow = cells.at(-1);
    return { cells, last: lastRow ? { id: lastRow[0] as string, createdAt: lastRow[1] as string } : null };
  };
}

const drinkSource = tableSource(
  [
    col('Id', 'text', ID_WIDTH),
    col('Created At', 'date', DATE_WIDTH),
    col('Updated At', 'date', DATE_WIDTH),
    col('Status'),
    col('Type'),
    col('Recipe', 'text', 24),
    col('Category', 'text', 16),
    col('Price', 'money'),
    col('Name', 'text', 20),
    col('Priority', 'boolean'),
    col('Robot', 'text', 16),
    col('Delivery Position', 'integer', 18),
    col('App Order', 'text', ID_WIDTH),
    col('Error', 'text', 30),
  ],
  DRINK_EXPORT,
  DRINK_LIST,
  DRINK_STATUSES,
);

const appOrderSource = tableSource(
  [
    col('Id', 'text', ID_WIDTH),
    col('Created At', 'date', DATE_WIDTH),
    col('Updated At', 'date', DATE_WIDTH),
    col('Status'),
    col('Source'),
    col('Payment Method', 'text', 16),
    col('Price', 'money'),
    col('Currency'),
    col('Nickname', 'text', 16),
    col('Transaction Id', 'text', 24),
    col('Refunded At', 'date', DATE_WIDTH),
    col('Refunded By', 'text', 24),
  ],
  APP_ORDER_EXPORT,
  APP_ORDER_LIST,
  [...APP_ORDER_STATUSES, 'refunding'],
);

export const SOURCES: Record<ExportCollection, Source> = { Drink: drinkSource, AppOrder: appOrderSource };
