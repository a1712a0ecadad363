import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type Schema = Parameters<typeof fastJson>[0];

interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/** How the answer schemas were compiled: how many by fast-json-stringify, and the routes left to zod (tests read it). */
export const serializerReport = { compiled: 0, zodChecked: [] as string[] };

/**
 * Zod writes `additionalProperties: false` on the objects of an answer. fast-json-stringify leaves out
 * undeclared properties anyway, but where it must choose a branch (a nullable object is `anyOf`) it
 * validates the value first, and an extra property there would fail the answer instead of being dropped.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!node || typeof node !== 'object') return node;
  const nullable = nullableOf(node as Record<string, unknown>);
  if (nullable) return forWriting(nullable);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forWriting(value);
  }
  return out;
}

/**
 * `anyOf: [X, null]` (zod's `.nullable()`) as X with `null` among its types: fast-json-stringify writes
 * a type list directly, where `anyOf` makes it validate every value to pick a branch.
 */
function nullableOf(node: Record<string, unknown>): Record<string, unknown> | undefined {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(node).length !== 1) return undefined;
  const isNull = (b: unknown) => typeof b === 'object' && b !== null && (b as { type?: unknown }).type === 'null' && Object.keys(b).length === 1;
  const other = branches.find((b) => !isNull(b)) as Record<string, unknown> | undefined;
  if (!other || !branches.some(isNull) || typeof other.type !== 'string' || other.anyOf || other.oneOf || other.allOf) return undefined;
  return { ...other, type: [other.type, 'null'], ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}) };
}

/** Where a route's answer is, for the report of schemas left to the zod check. */
const routeName = (route: RouteSchema) => `${route.method} ${route.url} ${route.httpStatus ?? ''}`.trim();

/**
 * One writer per answer schema: the ~1,500 route-and-status answers share ~120 schemas (the error
 * answers are the same on every route). A writer depends on its schema only.
 */
const writers = new WeakMap<z.ZodType, Serialize>();

/** Writers not built yet (no answer of their schema so far). */
const unbuilt = new Set<() => Serialize>();

/**
 * fast-json-stringify builds a schema's writer on its first answer, not while the server starts: the
 * ~120 builds were most of the start's `ready` (budget B9, docs/performance.md). A schema it cannot
 * build keeps the zod check then, as one zod cannot convert does at once.
 */
function builtOnFirstAnswer(json: Schema, checked: Serialize, route: RouteSchema): Serialize {
  let write: Serialize | undefined;
  const writer = (): Serialize => {
    unbuilt.delete(writer);
    try {
      write = fastJson(json) as Serialize;
    } catch {
      serializerReport.zodChecked.push(routeName(route));
      write = checked;
    }
    return write;
  };
  unbuilt.add(writer);
  return (data) => (write ?? writer())(data);
}

/** Builds every writer not built yet, as their first answers would (tests: no schema is left to the zod check). */
export function buildWriters(): void {
  for (const writer of unbuilt) writer();
}

/**
 * Answers are written by fast-json-stringify, from the route's zod answer schema (as JSON Schema, the
 * same one the API docs show), one writer per schema. Like the zod check it replaces, it
 * writes only the properties the schema declares, so a field a handler did not mean to send (a password
 * hash, a sealed secret) never leaves; unlike it, it does not re-check every value and copy every object
 * on each answer, which was a tenth of the main thread's time on a drink-history page (docs/performance.md,
 * B2/B3). A schema JSON Schema cannot express (a transform, a date object) keeps the zod check.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route: RouteSchema): Serialize => {
  const schema = route.schema;
  const compiled = schema instanceof z.ZodType ? writers.get(schema) : undefined;
  if (compiled) {
    serializerReport.compiled++;
    return compiled;
  }
  const checked = zodSerializerCompiler(route as never) as unknown as Serialize;
  try {
    if (!(schema instanceof z.ZodType)) throw new Error('not a zod schema');
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    const serialize = builtOnFirstAnswer(forWriting(json) as Schema, checked, route);
    writers.set(schema, serialize);
    serializerReport.compiled++;
    return serialize;
  } catch {
    serializerReport.zodChecked.push(routeName(route));
    return checked;
  }
};
