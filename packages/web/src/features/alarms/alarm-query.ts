import { parseDayText, zonedDayEnd, zonedDayStart, type AlarmListQuery } from '@bar/domain';
import type { ListApiQuery, ListFilters } from '../../components/list/list-query-reducer';

/** The inbox's filters, as kept in the URL: `from`/`to` are days (dd/MM/yyyy). */
export const INBOX_FILTERS = ['bar', 'severity', 'state', 'kind', 'from', 'to'] as const;

/** What the inbox shows when the URL names no filter: the alarms still open or acknowledged. */
export const DEFAULT_INBOX_FILTERS: ListFilters = { state: 'active' };

/** The filters a list query carries (its `search`). */
export const filtersOf = (query: ListApiQuery): ListFilters => (query.search ? JSON.parse(query.search) : {}) as ListFilters;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The list's URL state as the inbox's query (GET /api/alarms): bar, severity, state and kind as they
 * are; From as the instant its day starts and To as the instant its day ends, in `timeZone`.
 * @example toAlarmQuery({ page: 0, perPage: 5, search: '{"state":"open"}' }, 'UTC') // { page: 0, perPage: 5, state: 'open' }
 */
export function toAlarmQuery(query: ListApiQuery, timeZone: string): AlarmListQuery {
  const filters = filtersOf(query);
  const out: Record<string, string | number> = { page: query.page, perPage: query.perPage };
  for (const field of ['bar', 'severity', 'state', 'kind'] as const) {
    const value = text(filters[field]);
    if (value) out[field] = value;
  }
  const from = parseDayText(text(filters.from) ?? '');
  const to = parseDayText(text(filters.to) ?? '');
  if (from) out.from = zonedDayStart(from, timeZone).toISOString();
  if (to) out.to = zonedDayEnd(to, timeZone).toISOString();
  return out as AlarmListQuery;
}
