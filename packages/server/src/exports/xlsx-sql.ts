import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection.js';
import type { Statement } from './array-query.js';
import type { Column, ColumnKind } from './columns.js';
import { columnLetters, STYLE } from './xlsx-writer.js';

/*
 * The sheet's rows as XLSX XML, written by PostgreSQL: one text per row, the same characters the
 * batched writer (openXlsxWriter) makes from that row, so the two workbooks hold the same sheet.
 * Mirrors, in SQL, the writer's rules:
 * - a row `<row r="N">`, N counting from 2 in the export's order; a cell names its reference
 *   unless the cell left of it was written; null and empty text are no cell;
 * - text as an inline string; text that needs care (a formula start, edge spaces, markup, CR,
 *   characters XML cannot hold, a literal `_xHHHH_`) neutralised, escaped and its spaces kept;
 *   a row whose text columns hold nothing of that kind (most rows) skips the per-cell checks;
 * - money and integers as numbers, written as a JS number prints (trim_scale: 12.50 → 12.5);
 * - booleans as 1 / 0;
 * - dates as the Excel serial day of the wall clock in the session's zone (the bar's), computed
 *   in float8 in the writer's order, printed shortest as JS does (float8 text is shortest too;
 *   it writes exponents below 1e-4 where JS writes them below 1e-6: only before 1900);
 *   infinity as text.
 */

// JS's \s, and the characters the writer escapes (PostgreSQL cannot hold U+0000)
const WS = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const SPECIAL = '&<>\\r\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff';
const EXCEL_ESCAPE = '_x[0-9A-Fa-f]{4}_';
const NEEDS_CARE = `^[=+@${WS}-]|[${WS}]$|[${SPECIAL}]|${EXCEL_ESCAPE}`;
/** NEEDS_CARE over a row's texts joined by '|': may say a plain row needs care, never the reverse. */
const ROW_NEEDS_CARE = `^[=+@${WS}-]|\\|[=+@${WS}-]|[${WS}]$|[${WS}]\\||[${SPECIAL}]|${EXCEL_ESCAPE}`;
const CONTROL = [...Array.from({ length: 8 }, (_, i) => i + 1), 0x0b, 0x0c, ...Array.from({ length: 18 }, (_, i) => i + 0x0e), 0xfffe, 0xffff];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const inline = (text: string) => `' t="inlineStr"><is><t>' || ${text} || '</t></is></c>'`;

/** A text cell's XML after `<c r="…"`, for text that may need care (xlsx-writer's text()). */
function carefulText(value: string): string {
  const neutralised = `(case when ${value} ~ '^[=+@\\t\\r-]' then '''' || ${value} else ${value} end)`;
  let escaped = `regexp_replace(${neutralised}, '_(?=x[0-9A-Fa-f]{4}_)', '_x005F_', 'g')`;
  for (const [from, to] of [
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
  ])
    escaped = `replace(${escaped}, '${from}', '${to}')`;
  escaped = `replace(${escaped}, chr(13), '&#13;')`;
  for (const code of CONTROL) escaped = `replace(${escaped}, chr(${code}), '_x${code.toString(16).toUpperCase().padStart(4, '0')}_')`;
  const spaced = `(select case when e ~ '^[${WS}]|[${WS}]$' then ' t="inlineStr"><is><t xml:space="preserve">' || e || '</t></is></c>' else ${inline('e')} end from (select ${escaped} as e) as escaped)`;
  return `(case when ${value} ~ ${literal(NEEDS_CARE)} then ${spaced} else ${inline(value)} end)`;
}

/** A float8 as JS prints it: float8 text, but fixed-point down to 1e-6 (float8 text turns to exponents below 1e-4). */
function jsNumberText(value: string): string {
  return `(case when ${value} = 0 or abs(${value}) >= 1e-4 then ${value}::text else (select case when m[4]::int <= 6
      then m[1] || '0.' || repeat('0', m[4]::int - 1) || m[2] || coalesce(m[3], '')
      else m[1] || m[2] || coalesce('.' || m[3], '') || 'e-' || m[4]::int end
    from regexp_match(${value}::text, '^(-?)(\\d)(?:\\.(\\d+))?e-(\\d+)$') as m) end)`;
}

/** The XML after `<c r="…"` of a present value of this kind. */
function cellBody(value: string, kind: ColumnKind, plainRow: string | undefined): string {
  const text = (v: string) => (plainRow === undefined ? inline(v) : `(case when ${plainRow} then ${inline(v)} else ${carefulText(v)} end)`);
  if (kind === 'text') return text(`${value}::text`);
  if (kind === 'boolean') return `(case when ${value} then ' t="b"><v>1</v></c>' else ' t="b"><v>0</v></c>' end)`;
  if (kind === 'integer') return `'><v>' || ${value}::text || '</v></c>'`;
  if (kind === 'money')
    return `(case when ${value} in ('NaN', 'Infinity', '-Infinity') then ${carefulText(`${value}::text`)} else ' s="${STYLE.money}"><v>' || trim_scale(${value})::text || '</v></c>' end)`;
  // the wall clock's epoch (the session's zone): the instant's epoch plus the zone's offset, in whole milliseconds
  const serial = `(floor(extract(epoch from ${value}::timestamp) * 1000)::float8 / 86400000::float8 + 25569::float8)`;
  const serialText = `(case when ${value} >= '1900-01-01 00:00:00+00' then ${serial}::text else ${jsNumberText(serial)} end)`;
  return `(case when isfinite(${value}) then ' s="${STYLE.date}"><v>' || ${serialText} || '</v></c>' else ${carefulText(`${value}::text`)} end)`;
}

/** A row's place in (created_at, id) order: created_at as PostgreSQL text (microseconds kept) and id. */
export interface RowKey {
  createdAt: string;
  id: string;
}

/**
 * A run of the export's rows, for writing the sheet in parts side by side (copy-parts.ts): from
 * the row at `from` (or the first) up to, not including, the row at `to` (or past the last);
 * `firstRow` is the sheet row number of its first row.
 */
export interface RowsPart {
  from?: RowKey;
  to?: RowKey;
  firstRow: number;
}

/** `where` narrowed to the part's rows; the row comparisons walk the (…, created_at, id) index. */
function partWhere(fields: readonly AnyPgColumn[], where: SQL, part: RowsPart): SQL {
  const [id, createdAt] = fields;
  const at = (key: RowKey) => sql`(${key.createdAt}::timestamptz, ${key.id}::uuid)`;
  return and(where, part.from && sql`(${createdAt}, ${id}) >= ${at(part.from)}`, part.to && sql`(${createdAt}, ${id}) < ${at(part.to)}`)!;
}

/**
 * The key of the row `every` rows on from `from` (from the first row without it), of the rows
 * `where` picks in (created_at, id) order: where the part after the one starting at `from` starts;
 * no row when that part would be past the end. Reads `every` entries of the index in that order.
 */
export function nextPartStartSelect(db: Db, table: PgTable, fields: readonly AnyPgColumn[], where: SQL, from: RowKey | undefined, every: number): Statement {
  const [id, createdAt] = fields;
  return db
    .select({ createdAt: sql<string>`${createdAt}::text`.as('createdAt'), id: sql<string>`${id}::text`.as('id') })
    .from(table)
    .where(partWhere(fields, where, { from, firstRow: 2 }))
    .orderBy(asc(createdAt), asc(id))
    .offset(every)
    .limit(1)
    .toSQL();
}

/**
 * The SELECT of the sheet's row XML (one `xml` text per row) for the rows `where` picks, in
 * (created_at, id) order; with `part`, only that part's rows, numbered from its first row.
 * `fields` are the file's columns in order, starting with id, created_at. Run with the session's
 * TimeZone set to the bar's.
 */
export function xlsxRowsSelect(
  db: Db,
  table: PgTable,
  fields: readonly AnyPgColumn[],
  columns: readonly Column[],
  where: SQL,
  part: RowsPart = { firstRow: 2 },
): Statement {
  const [id, createdAt] = fields;
  if (!Number.isSafeInteger(part.firstRow) || part.firstRow < 2) throw new Error(`A part cannot start at sheet row ${part.firstRow}.`);
  // uuids are hex and dashes: their text never needs care
  const careful = columns.map((c, i) => c.kind === 'text' && fields[i].columnType !== 'PgUUID');
  const texts = fields.filter((_, i) => careful[i]);
  const inner = db
    .select({
      r: sql<number>`row_number() over (order by ${createdAt}, ${id}) + ${sql.raw(String(part.firstRow - 1))}`.as('r'),
      ...Object.fromEntries(fields.map((f, i) => [`c${i}`, sql`${f}`.as(`c${i}`)])),
      ...(texts.length ? { plain: sql<boolean>`concat_ws('|', ${sql.join(texts, sql`, `)}) !~ ${sql.raw(literal(ROW_NEEDS_CARE))}`.as('plain') } : {}),
    })
    .from(table)
    .where(partWhere(fields, where, part))
    .orderBy(asc(createdAt), asc(id));
  // a value that is never missing needs no test (null, or empty text, is no cell)
  const always = columns.map((c, i) => fields[i].notNull && (c.kind !== 'text' || fields[i].columnType === 'PgUUID'));
  const present = (i: number) => (columns[i].kind === 'text' ? `coalesce(s.c${i}::text <> '', false)` : `s.c${i} is not null`);
  const cells = columns.map((column, i) => {
    const reference = `'<c r="${columnLetters(i)}' || s.r || '"'`;
    const start = i === 0 ? reference : always[i - 1] ? `'<c'` : `(case when ${present(i - 1)} then '<c' else ${reference} end)`;
    const cell = `${start} || ${cellBody(`s.c${i}`, column.kind, careful[i] ? 's.plain' : undefined)}`;
    return always[i] ? cell : `case when ${present(i)} then ${cell} end`;
  });
  // concat() appends each piece once (a chain of || would copy the row again at every step) and skips nulls
  const xml = sql.raw(`concat('<row r="', s.r, '">', ${cells.join(', ')}, '</row>')`);
  return (
    db
      .select({ xml: sql<string>`${xml}`.as('xml') })
      .from(sql`(${inner}) as s`)
      // the inner order (created_at, id), which PostgreSQL knows it keeps; by s.r it sorted every row's XML again
      .orderBy(sql`s.c1, s.c0`)
      .toSQL()
  );
}
