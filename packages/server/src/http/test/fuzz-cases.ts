/**
 * Request cases generated from a route's JSON schema (the OpenAPI document the zod schemas produce):
 * a valid-ish body, then that body with one field at a time replaced by a wrong-type, boundary or
 * oversized value, plus bodies that are not objects or not JSON at all.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

export const HUGE_STRING = 'x'.repeat(200_000);
export const LONG_ARRAY = Array.from({ length: 10_000 }, (_, i) => `item-${i}`);

/** Every value a single field is fuzzed with, named for the failure message. */
export const FIELD_VALUES: Array<[label: string, value: unknown]> = [
  ['a string', 'fuzz'],
  ['a number', 42],
  ['a boolean', true],
  ['an object', { fuzz: 1 }],
  ['an array', ['fuzz']],
  ['null', null],
  ['-1', -1],
  ['0', 0],
  ['1e12', 1e12],
  ['-1e12', -1e12],
  ['1.5', 1.5],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"1e400"', '1e400'],
  ['an empty string', ''],
  ['a 200,000-char string', HUGE_STRING],
  ['a 10,000-item array', LONG_ARRAY],
  ['an array of 10,000 objects', Array.from({ length: 10_000 }, () => ({}))],
  ['a non-ASCII string with NUL', 'caf\u00e9 \u0000 \ud83c\udf78 \u202e'],
  ['a date-like string', '2026-02-30T25:61:00Z'],
];

/** Query-string values (everything arrives as text). */
export const QUERY_VALUES: Array<[label: string, value: string]> = [
  ['a word', 'fuzz'],
  ['-1', '-1'],
  ['0', '0'],
  ['1e12', '1e12'],
  ['1.5', '1.5'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['empty', ''],
  ['true', 'true'],
  ['null', 'null'],
  ['JSON object', '{"a":1}'],
  ['SQL-ish', "' OR 1=1 --"],
  ['sort injection', 'name);DROP TABLE bars;--'],
  ['NUL', '\u0000'],
  ['a 200,000-char string', HUGE_STRING],
];

/** Raw bodies sent with content-type application/json. */
export const RAW_BODIES: Array<[label: string, body: string, contentType?: string]> = [
  ['malformed JSON', '{"name": "fuzz",'],
  ['an empty body', ''],
  ['a JSON array', '[]'],
  ['a JSON array of objects', '[{"name":"fuzz"}]'],
  ['a JSON number', '42'],
  ['a JSON string', '"fuzz"'],
  ['a JSON boolean', 'true'],
  ['JSON null', 'null'],
  ['a __proto__ body', '{"__proto__":{"superadmin":true,"role":"SUPERADMIN"}}'],
  ['a constructor.prototype body', '{"constructor":{"prototype":{"superadmin":true}}}'],
  ['deeply nested JSON', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ['a body over the size limit', JSON.stringify({ name: 'x'.repeat(1_100_000) })],
  ['plain text', 'hello', 'text/plain'],
  ['form data', 'name=fuzz', 'application/x-www-form-urlencoded'],
];

const SAMPLE_BY_FORMAT: Record<string, unknown> = {
  email: 'fuzz@example.com',
  'date-time': '2026-01-02T03:04:05.000Z',
  date: '2026-01-02',
};

/** A value that satisfies the schema where that is easy to see; good enough to get past validation often. */
export function sample(schema: JsonSchema | undefined, uuid: () => string, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const usable = options.find((o) => o.type !== 'null' && !(o.enum && o.enum.length === 1 && o.enum[0] === '')) ?? options[0];
    return sample(usable, uuid, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const value = sample(child, uuid, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, uuid, depth + 1));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(min, 1), max);
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, uuid);
    default:
      return undefined;
  }
}

function sampleString(schema: JsonSchema, uuid: () => string): string {
  if (schema.format === 'uuid') return uuid();
  if (schema.format && schema.format in SAMPLE_BY_FORMAT) return SAMPLE_BY_FORMAT[schema.format] as string;
  if (schema.pattern?.includes('#[0-9A-Fa-f]{6}')) return '#a1b2c3';
  if (schema.pattern?.includes('@')) return 'fuzz@example.com';
  if (schema.pattern === '^[A-Za-z0-9._-]+$') return 'FUZZ-1';
  const min = schema.minLength ?? 0;
  return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, schema.maxLength ?? 10_000);
}

/** Field paths to fuzz: each top-level property, and the properties of top-level objects. */
export function fieldPaths(schema: JsonSchema | undefined): string[][] {
  const root = objectOf(schema);
  if (!root?.properties) return [];
  const paths: string[][] = [];
  for (const [key, child] of Object.entries(root.properties)) {
    paths.push([key]);
    const inner = objectOf(child);
    if (inner?.properties) for (const sub of Object.keys(inner.properties)) paths.push([key, sub]);
  }
  return paths;
}

function objectOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.type === 'object') return schema;
  return (schema.anyOf ?? schema.oneOf)?.find((o) => o.type === 'object');
}

/** A deep copy of `base` with the value at `path` replaced (intermediate objects created as needed). */
export function withField(base: unknown, path: string[], value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = base && typeof base === 'object' && !Array.isArray(base) ? structuredClone(base as Record<string, unknown>) : {};
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object' || Array.isArray(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]] = value;
  return copy;
}

/** Deterministic uuids (v4 layout) from a fixed seed, so a failing case replays the same. */
export function seededUuids(seed: number): () => string {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  };
  return () => {
    const hex = `${next()}${next()}${next()}${next()}`;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}
