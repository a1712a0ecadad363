import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants.js';

/**
 * A list's query string: a parameter the list does not take is refused (400 naming it), not ignored,
 * so a mistyped filter never answers an unfiltered list. `.extend()` keeps the refusal.
 */
export function listQueryObject<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : undefined,
  });
}

/** Query string of every paged list (ARCHITECTURE §3); sort and search arrive as JSON text. */
export const pagingQuerySchema = listQueryObject({
  page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(0, 'page must be 0 or more').default(0),
  perPage: z.coerce
    .number({ error: 'perPage must be a whole number' })
    .int('perPage must be a whole number')
    .min(1, 'perPage must be at least 1')
    .max(MAX_PER_PAGE, `perPage must be at most ${MAX_PER_PAGE}`)
    .default(10),
  sort: z.string().max(2000).optional(),
  search: z.string().max(4000).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export type SortDirection = 1 | -1;
export type SortSpec = Record<string, SortDirection>;
export type SearchSpec = Record<string, unknown>;

export interface Page<T> {
  data: T[];
  count: number;
  page: number;
  perPage: number;
  /** True when `count` is an estimate (a list that does not count every match, e.g. the drink history with filters); absent or false: exact. */
  countEstimated?: boolean;
}

/** Response schema of a paged list of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int(), page: z.number().int(), perPage: z.number().int() });
}
