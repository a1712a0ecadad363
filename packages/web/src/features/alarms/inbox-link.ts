import type { ListFilters } from '../../components/list/list-query-reducer';

/**
 * The inbox's link with filters already set, e.g. the top bar's open critical alarms. Kept apart from
 * the inbox's query code so the top bar and Activity load no date parsing (and no schemas) for it.
 */
export function inboxHref(path: string, filters: ListFilters): string {
  return `${path}?filters=${encodeURIComponent(JSON.stringify(filters))}`;
}
