import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * The rows of a `db.execute` result: drizzle answers PGlite and node-postgres results as
 * `{ rows }`, some drivers as a bare array.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** Column kinds whose JSON form (json_build_array) each column's own decoder reads back as from the driver. */
const AS_JSON = new Set(['PgUUID', 'PgText', 'PgBoolean', 'PgInteger', 'PgJsonb']);
/** Kinds sent as their text: JSON numbers would lose a numeric's scale ("9.00") and a bigint's precision. */
const AS_TEXT = new Set(['PgNumeric', 'PgBigInt53', 'PgBigInt64']);

/**
 * A table's rows read as one JSON text: `array` is the row of `alias` as a JSON array of the table's
 * columns (`json_agg` them), `parse` turns the text back into the table's rows, each value through its
 * column's own decoder. One text field instead of a field per column and row: the embedded database's
 * protocol parser copies every field it reads (a page of 25 drinks, 450 fields: 0.88 against 0.49 ms
 * in its thread), and node-postgres parses fewer, larger fields faster too.
 */
export function tableAsJson<TTable extends Table>(table: TTable, alias: SQL) {
  const columns = Object.entries(getTableColumns(table));
  for (const [key, column] of columns) {
    const timestamptz = column.columnType === 'PgTimestamp' && (column as unknown as { withTimezone: boolean }).withTimezone;
    if (!timestamptz && !AS_JSON.has(column.columnType) && !AS_TEXT.has(column.columnType)) {
      throw new Error(`tableAsJson: column ${key} (${column.columnType}) has no JSON form here`);
    }
  }
  const values = columns.map(([, column]) => {
    const value = sql`${alias}.${sql.identifier(column.name)}`;
    return AS_TEXT.has(column.columnType) ? sql`${value}::text` : value;
  });
  return {
    array: sql`json_build_array(${sql.join(values, sql`, `)})`,
    parse(text: string): Array<InferSelectModel<TTable>> {
      return (JSON.parse(text) as unknown[][]).map((values) => {
        const row: Record<string, unknown> = {};
        columns.forEach(([key, column], i) => {
          const value = values[i];
          row[key] = value === null ? null : column.mapFromDriverValue(value);
        });
        return row as InferSelectModel<TTable>;
      });
    },
  };
}

/**
 * The rows of a prepared select as the driver answers them (object mode, keyed by column name, not
 * mapped): drizzle's prepared queries of both drivers we use (node-postgres, PGlite) have `all()`, which
 * its types keep internal. A drizzle without it fails here, loudly, rather than answering nothing.
 */
export function rawRows(prepared: object, params: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
  const { all } = prepared as { all?: (params: Record<string, unknown>) => Promise<Array<Record<string, unknown>>> };
  if (typeof all !== 'function') throw new Error('This drizzle-orm has no all() on prepared queries: the history page needs it.');
  return all.call(prepared, params);
}
