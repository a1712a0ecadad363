/**
 * The rows of a `db.execute` result: drizzle answers PGlite and node-postgres results as
 * `{ rows }`, some drivers as a bare array.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
