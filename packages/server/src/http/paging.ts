import { and, asc, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_PER_PAGE, type PagingQuery } from '@bar/domain';
import { badRequest } from './errors.js';

export type FieldType = 'string' | 'enum' | 'number' | 'date' | 'boolean';

export interface FieldSpec {
  column: AnyPgColumn;
  type: FieldType;
  /** Allowed values of an enum field. */
  values?: readonly string[];
  sortable?: boolean;
  searchable?: boolean;
}

export interface ListSpec {
  /** Resource name used in messages, e.g. "bars". */
  resource: string;
  fields: Record<string, FieldSpec>;
  defaultSort: Record<string, 1 | -1>;
  /** Tie-breaker column so that pages are stable. */
  idColumn: AnyPgColumn;
  /** Index of the first page: 0, or 1 for robots (SPEC §7). */
  firstPage?: number;
  /**
   * Order the tie-breaker in the direction of the last sort key (else always ascending), so that one
   * index `(…, key, id)` serves the list in both directions.
   */
  tieBreakFollowsSort?: boolean;
}

export interface ListPlan {
  page: number;
  perPage: number;
  offset: number;
  where: SQL | undefined;
  orderBy: SQL[];
  /** The sort as asked (or the default), tie-breaker not included. */
  sort: Array<{ field: string; direction: 1 | -1 }>;
}

/** Turns the page/perPage/sort/search contract into a checked query plan (ARCHITECTURE §3). */
export function planList(query: PagingQuery, spec: ListSpec): ListPlan {
  const firstPage = spec.firstPage ?? 0;
  const page = query.page ?? firstPage;
  if (page < firstPage) throw badRequest(`page starts at ${firstPage} for ${spec.resource}.`);
  const perPage = Math.min(query.perPage ?? 10, MAX_PER_PAGE);
  const sort = query.sort ? parseJsonObject(query.sort, 'sort', '{"name":1}') : spec.defaultSort;
  const search = query.search ? parseJsonObject(query.search, 'search', '{"name":"milano"}') : {};

  const orderBy: SQL[] = [];
  const sorted: ListPlan['sort'] = [];
  for (const [field, direction] of Object.entries(sort)) {
    const f = fieldOf(spec, field);
    if (!f || f.sortable === false) throw badRequest(`Cannot sort ${spec.resource} by "${field}".`, undefined, 'UNKNOWN_QUERY_FIELD');
    if (direction !== 1 && direction !== -1) throw badRequest(`Sort direction of "${field}" must be 1 or -1.`);
    orderBy.push(direction === 1 ? asc(f.column) : desc(f.column));
    sorted.push({ field, direction });
  }
  const last = sorted.at(-1);
  orderBy.push(spec.tieBreakFollowsSort && last?.direction === -1 ? desc(spec.idColumn) : asc(spec.idColumn));

  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(search)) {
    const f = fieldOf(spec, field);
    if (!f || f.searchable === false) throw badRequest(`Cannot search ${spec.resource} by "${field}".`, undefined, 'UNKNOWN_QUERY_FIELD');
    if (value === null || value === undefined || value === '') continue;
    conditions.push(condition(field, f, value));
  }
  return { page, perPage, offset: (page - firstPage) * perPage, where: conditions.length ? and(...conditions) : undefined, orderBy, sort: sorted };
}

/**
 * The list's own field of that name. A plain `fields[name]` would also find `constructor`,
 * `toString` or `__proto__` on the object's prototype and take them for fields.
 */
function fieldOf(spec: ListSpec, name: string): FieldSpec | undefined {
  return Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

function parseJsonObject(text: string, name: string, example: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${name} must be a JSON object, for example ${example}.`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`${name} must be a JSON object, for example ${example}.`);
  }
  return value as Record<string, unknown>;
}

function condition(field: string, f: FieldSpec, value: unknown): SQL {
  switch (f.type) {
    case 'string':
      if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`Search value of "${field}" must be text.`);
      return ilike(f.column, `%${escapeLike(String(value).slice(0, 200))}%`);
    case 'enum':
      if (typeof value !== 'string' || (f.values && !f.values.includes(value))) {
        throw badRequest(`Search value of "${field}" must be one of ${f.values?.join(', ')}.`);
      }
      return eq(f.column, value);
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw badRequest(`Search value of "${field}" must be a number.`);
      return eq(f.column, n);
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw badRequest(`Search value of "${field}" must be true or false.`);
      return eq(f.column, value);
    case 'date': {
      const range = value as { from?: unknown; to?: unknown };
      if (!range || typeof range !== 'object') throw badRequest(`Search value of "${field}" must be {"from": date, "to": date}.`);
      const parts: SQL[] = [];
      for (const [key, op] of [
        ['from', gte],
        ['to', lte],
      ] as const) {
        const raw = range[key];
        if (raw === undefined || raw === null || raw === '') continue;
        const at = typeof raw === 'string' ? new Date(raw) : null;
        if (!at || Number.isNaN(at.getTime())) throw badRequest(`"${field}.${key}" must be an ISO date.`);
        parts.push(op(f.column, at));
      }
      return parts.length ? and(...parts)! : sql`true`;
    }
  }
}

/** `text` as a literal inside an ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
