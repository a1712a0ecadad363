import { parseDayText, zonedDayEnd, zonedDayStart } from '@bar/domain';
import type { ListApiQuery, ListFilters } from '../../components/list/list-query-reducer';

/** The timeline's filters, as kept in the URL: `from`/`to` are days (dd/MM/yyyy) of the bar. */
export const TIMELINE_FILTERS = ['person', 'action', 'outcome', 'from', 'to'] as const;

export type TimelineQuery = { page: number; perPage: number; sort?: string; search?: string; person?: string; action?: string; outcome?: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The list's URL state as the API's query: person, action and outcome as their own parameters, the
 * days as the instants that start From and end To in the bar's zone (search `createdAt`).
 */
export function toTimelineQuery(query: ListApiQuery, timeZone: string): TimelineQuery {
  const filters = (query.search ? JSON.parse(query.search) : {}) as ListFilters;
  const from = parseDayText(text(filters.from) ?? '');
  const to = parseDayText(text(filters.to) ?? '');
  const createdAt = {
    ...(from ? { from: zonedDayStart(from, timeZone).toISOString() } : {}),
    ...(to ? { to: zonedDayEnd(to, timeZone).toISOString() } : {}),
  };
  const out: TimelineQuery = { page: query.page, perPage: query.perPage };
  if (query.sort) out.sort = query.sort;
  if (from || to) out.search = JSON.stringify({ createdAt });
  for (const field of ['person', 'action', 'outcome'] as const) {
    const value = text(filters[field]);
    if (value) out[field] = value;
  }
  return out;
}
