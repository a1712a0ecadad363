/**
 * Records arrive with `_id`; the console works with `id` (SPEC §3). `Renamed<T>` is the type of a
 * server record after `renameIds`, e.g. `Renamed<BarSummary>` from `@bar/domain`.
 */
export type Renamed<T> = T extends readonly (infer U)[]
  ? Renamed<U>[]
  : T extends Date | Blob
    ? T
    : T extends object
      ? { [K in keyof T as K extends '_id' ? 'id' : K]: Renamed<T[K]> }
      : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Returns a copy of a JSON value with every `_id` key renamed `id`, at any depth. */
export function renameIds<T>(value: T): Renamed<T> {
  if (Array.isArray(value)) return value.map((item) => renameIds(item)) as Renamed<T>;
  if (!isPlainObject(value)) return value as Renamed<T>;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // `_id` is the record's identity, so it wins over an `id` the same record may also carry.
    if (key === 'id' && '_id' in value) continue;
    out[key === '_id' ? 'id' : key] = renameIds(child);
  }
  return out as Renamed<T>;
}
