import { createHash } from 'node:crypto';
import { and, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { FINAL_DRINK_STATUSES, MAX_PER_PAGE, type Drink, type DrinkStatus, type PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { rawRows, tableAsJson } from '../db/rows.js';
import { drinkCounts, drinkDayCounts, drinkHourCounts, drinks } from '../db/schema.js';
import { planList, type ListPlan } from '../http/paging.js';
import { DRINK_LIST } from './queue-repository.js';
import { toDrink, type DrinkRow } from './repository.js';

/**
 * Up to this many matches a filtered list counts them exactly; past it the answer's `count` is the
 * planner's estimate and `countEstimated` is true (the console says "about N").
 */
export const EXACT_COUNT_CAP = 5_000;

export interface DrinkHistoryPage {
  data: Drink[];
  count: number;
  countEstimated: boolean;
  page: number;
  perPage: number;
}

/** The statuses `drink_counts` keeps (migration 0010): the finished ones. */
const COUNTED = new Set<string>(FINAL_DRINK_STATUSES);

/**
 * GET /uorder/drink/: one page of the bar's drinks in `statuses`.
 *
 * - No search and finished statuses only (the production tabs): the total comes from `drink_counts`
 *   (kept by triggers, exact) inside the page's own statement. Sorted by createdAt (the default),
 *   a page deeper than the first finds its first row from the per-day and per-hour counts, then
 *   at most half an hour's rows of the index `(bar_id, status, created_at, id)`, instead of reading
 *   and skipping every row before it (OFFSET).
 * - Otherwise (a search, another sort, an active status): OFFSET paging; the matches are counted up
 *   to `EXACT_COUNT_CAP`, past it the planner's estimate is answered with `countEstimated: true`.
 */
export async function listDrinksByStatus(
  db: Db,
  barId: string,
  statuses: DrinkStatus[],
  query: PagingQuery,
  /** `total: false` leaves the total out of the page's statement (`count` is then 0): the benchmark's "page alone". */
  options: { total?: boolean } = {},
): Promise<DrinkHistoryPage> {
  const plan = planList(query, DRINK_LIST);
  const counted = !plan.where && statuses.every((s) => COUNTED.has(s));
  const [first] = plan.sort;
  const byCreatedAt = plan.sort.length === 1 && first.field === 'createdAt';
  const answer = (rows: DrinkRow[], total: number, countEstimated: boolean): DrinkHistoryPage => ({
    data: rows.map(toDrink),
    count: total,
    countEstimated,
    page: plan.page,
    perPage: plan.perPage,
  });
  if (counted && byCreatedAt) {
    const withTotal = options.total !== false;
    const { rows, total } = await keysetPage(db, barId, statuses, plan, first.direction, withTotal);
    return answer(rows, total, false);
  }
  const where = and(eq(drinks.barId, barId), statuses.length === 1 ? eq(drinks.status, statuses[0]) : inArray(drinks.status, statuses), plan.where);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(drinks)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    counted ? countedTotal(db, barId, statuses).then((n) => ({ n, estimated: false })) : cappedCount(db, where),
  ]);
  return answer(rows, total.n, total.estimated);
}

/** The exact number of the bar's drinks in `statuses` (all finished), from `drink_counts`. */
async function countedTotal(db: Db, barId: string, statuses: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${drinkCounts.n}), 0)::int` })
    .from(drinkCounts)
    .where(and(eq(drinkCounts.barId, barId), inArray(drinkCounts.status, statuses)));
  return Number(row?.n ?? 0);
}

/** The matches counted up to the cap; past it the planner's estimate (never below the cap). */
async function cappedCount(db: Db, where: SQL | undefined): Promise<{ n: number; estimated: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(drinks)
    .where(where)
    .limit(EXACT_COUNT_CAP + 1)
    .as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  if (n <= EXACT_COUNT_CAP) return { n, estimated: false };
  const plan = await db.execute(
    sql`EXPLAIN (FORMAT JSON) ${db
      .select({ one: sql`1` })
      .from(drinks)
      .where(where)
      .getSQL()}`,
  );
  return { n: Math.max(EXACT_COUNT_CAP + 1, plannedRows(plan)), estimated: true };
}

/** `Plan Rows` of an `EXPLAIN (FORMAT JSON)` answer (node-postgres and PGlite both parse the json). */
function plannedRows(result: unknown): number {
  const rows = (result as { rows: Array<Record<string, unknown>> }).rows;
  const value = rows[0]?.['QUERY PLAN'];
  const doc = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(Number(doc?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** What makes two keyset statements differ; everything else is a parameter. */
interface KeysetShape {
  statuses: number;
  desc: boolean;
  deep: boolean;
  withTotal: boolean;
  /**
   * The page size, written into the statement (1 to MAX_PER_PAGE): with `LIMIT $n` PostgreSQL's generic
   * plan assumes a tenth of the bar's rows, so its plan cache never settles on it and plans every call.
   */
  perPage: number;
}

/** A keyset page's rows travel as one JSON text (see `tableAsJson`). */
const pageRows = tableAsJson(drinks, sql`"page"`);
/** The columns of a keyset statement's one row: the page's rows, and the total. */
const ROWS = 'page_rows';
const TOTAL = 'page_total';

/** The prepared keyset statements of each database, one per shape (built once, then only run). */
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof keysetQuery>>>();

/**
 * A page of the bar's drinks in `statuses` (finished, no search) in createdAt order, tie-broken by
 * id in the same direction, and the exact total — one statement answering one row (the page as one
 * JSON text, the total beside it), prepared once per shape and connection.
 */
async function keysetPage(
  db: Db,
  barId: string,
  statuses: string[],
  plan: ListPlan,
  direction: 1 | -1,
  withTotal: boolean,
): Promise<{ rows: DrinkRow[]; total: number }> {
  const shape: KeysetShape = { statuses: statuses.length, desc: direction === -1, deep: plan.offset > 0, withTotal, perPage: plan.perPage };
  const key = JSON.stringify(shape);
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = new Map()));
  let query = queries.get(key);
  if (!query) queries.set(key, (query = keysetQuery(db, shape)));
  const params: Record<string, unknown> = { bar: barId, offset: plan.offset };
  statuses.forEach((status, i) => (params[`s${i}`] = status));
  const [row] = await rawRows(query, params);
  return { rows: pageRows.parse(String(row[ROWS])), total: Number(row[TOTAL]) };
}

/**
 * The keyset statement of a shape. Past the first page it walks the per-day counts to the day
 * holding row `offset`, that day's per-hour counts to the hour, skips the rest inside that hour on
 * the index alone from the hour's nearer end (an index-only scan of at most half an hour's drinks)
 * and reads the page from that row on; several statuses are merged in order (one ordered index scan
 * each: a Merge Append).
 */
function keysetQuery(db: Db, shape: KeysetShape) {
  const bar = sql.placeholder('bar');
  const offset = sql`${sql.placeholder('offset')}::int`;
  const statuses = Array.from({ length: shape.statuses }, (_, i) => sql.placeholder(`s${i}`));
  const inStatuses = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const dir = sql.raw(shape.desc ? 'DESC' : 'ASC');
  const order = sql`"created_at" ${dir}, "id" ${dir}`;
  const reverseDir = sql.raw(shape.desc ? 'ASC' : 'DESC');
  const reverseOrder = sql`"created_at" ${reverseDir}, "id" ${reverseDir}`;
  // One status: its rows straight from the index. Several: each status's first `enough` rows, in
  // order and bounded (so that whatever plan merges them reads no more than that), merged.
  const stream = (columns: SQL, from: SQL | null, enough: SQL, inOrder = order) => {
    const where = (s: (typeof statuses)[number]) => sql`"bar_id" = ${bar} AND "status" = ${s}${from ? sql` AND ${from}` : sql``}`;
    if (statuses.length === 1) return sql`SELECT ${columns} FROM ${drinks} WHERE ${where(statuses[0])}`;
    const branches = statuses.map((s) => sql`(SELECT ${columns} FROM ${drinks} WHERE ${where(s)} ORDER BY ${inOrder} LIMIT ${enough})`);
    return sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) AS "merged"`;
  };
  const fields = getTableColumns(drinks);
  const columns = sql.join(
    Object.values(fields).map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  if (!Number.isInteger(shape.perPage) || shape.perPage < 1 || shape.perPage > MAX_PER_PAGE) throw new Error(`perPage out of range: ${shape.perPage}`);
  const limit = sql.raw(String(shape.perPage));

  let source: SQL;
  if (!shape.deep) {
    source = sql`(${stream(columns, null, limit)} ORDER BY ${order} LIMIT ${limit}) AS "page"`;
  } else {
    // the day holding row `offset`, and how many rows of that day come before it
    // the counts of one span (day or hour) in order: straight from the table's primary key for one
    // status (read in order, the running sum stops at the span it looks for), summed per span for several
    const spans = (table: typeof drinkDayCounts | typeof drinkHourCounts, span: 'day' | 'hour', within: SQL | null) => {
      const at = table === drinkDayCounts ? drinkDayCounts.day : drinkHourCounts.hour;
      const where = sql`${table.barId} = ${bar} AND ${table.status} IN (${inStatuses})${within ? sql` AND ${within}` : sql``}`;
      return statuses.length === 1
        ? sql`SELECT ${at} AS ${sql.identifier(span)}, ${table.n} AS "n" FROM ${table} WHERE ${where}`
        : sql`SELECT ${at} AS ${sql.identifier(span)}, sum(${table.n})::int AS "n" FROM ${table} WHERE ${where} GROUP BY 1`;
    };
    // the day holding row `offset`, and how many rows of that day come before it
    const day = sql`(SELECT "day", ${offset} - ("upto" - "n") AS "rest" FROM (
        SELECT "day", "n", sum("n") OVER (ORDER BY "day" ${dir}) AS "upto" FROM (${spans(drinkDayCounts, 'day', null)}) AS "g") AS "w"
      WHERE "upto" > ${offset} ORDER BY "day" ${dir} LIMIT 1) AS "d"`;
    // the hour of that day holding it: where to start (`bound`) and how many rows to skip from there
    const inDay = sql`${drinkHourCounts.hour} >= "d"."day" AND ${drinkHourCounts.hour} < "d"."day" + interval '24 hours'`;
    const hour = sql`(SELECT "hour", "n", ${shape.desc ? sql`"hour" + interval '1 hour'` : sql`"hour"`} AS "bound", "d"."rest" - ("upto" - "n") AS "skip" FROM (
        SELECT "hour", "n", sum("n") OVER (ORDER BY "hour" ${dir}) AS "upto" FROM (${spans(drinkHourCounts, 'hour', inDay)}) AS "g") AS "w"
      WHERE "upto" > "d"."rest" ORDER BY "hour" ${dir} LIMIT 1) AS "h"`;
    const before = shape.desc ? sql`<` : sql`>=`;
    const cmp = shape.desc ? sql`<=` : sql`>=`;
    // the row `skip` rows into the hour, skipped on the index from whichever end of the hour is nearer
    // (the hour's count says where that is): at most half an hour's rows, where one end alone reads up to all
    const key = sql`"created_at", "id"`;
    const nearStart = sql`"h"."skip" * 2 <= "h"."n"`;
    const fromStart = sql`(${stream(key, sql`"created_at" ${before} "h"."bound" AND ${nearStart}`, sql`"h"."skip" + 1`)} ORDER BY ${order} OFFSET "h"."skip" LIMIT 1)`;
    const otherEnd = shape.desc ? sql`"created_at" >= "h"."hour"` : sql`"created_at" < "h"."hour" + interval '1 hour'`;
    const fromEnd = sql`(${stream(key, sql`${otherEnd} AND NOT (${nearStart})`, sql`"h"."n" - "h"."skip"`, reverseOrder)} ORDER BY ${reverseOrder} OFFSET "h"."n" - 1 - "h"."skip" LIMIT 1)`;
    const first = sql`(${fromStart} UNION ALL ${fromEnd}) AS "f"`;
    const page = sql`(${stream(columns, sql`("created_at", "id") ${cmp} ("f"."created_at", "f"."id")`, limit)} ORDER BY ${order} LIMIT ${limit}) AS "page"`;
    source = sql`${day} CROSS JOIN LATERAL ${hour} CROSS JOIN LATERAL ${first} CROSS JOIN LATERAL ${page}`;
  }
  const total = shape.withTotal
    ? sql`(SELECT coalesce(sum(${drinkCounts.n}), 0)::int FROM ${drinkCounts} WHERE ${drinkCounts.barId} = ${bar} AND ${drinkCounts.status} IN (${inStatuses}))`
    : sql`0`;
  // one row: the page's rows in order as one JSON text (an empty page: []), and the total beside them
  const rows = sql`coalesce(json_agg(${pageRows.array} ORDER BY "page"."created_at" ${dir}, "page"."id" ${dir}), '[]')::text`;
  const query = db.select({ rows: rows.as(ROWS), total: sql`${total}`.as(TOTAL) }).from(source);
  // a named statement: each connection parses it once, then only binds and runs it
  return query.prepare(statementName(query.toSQL().sql));
}

/** Name of a prepared statement for `text` (one name per distinct text). */
export function statementName(text: string): string {
  return `dh_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}
