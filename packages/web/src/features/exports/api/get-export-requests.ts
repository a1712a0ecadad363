import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';
import type { CreatedRange, ExportRow } from '../../../components/export-list-button/export-request';

export const EXPORTS_LIST_PATH = '/uexport/export-request/';

/** GET /api/uexport/export-request/ — the bar's exports; an applied date range joins the search. */
export function getExportRequests(barId: string, query: ListApiQuery, range: CreatedRange | null, signal?: AbortSignal): Promise<Page<ExportRow>> {
  const search = { ...(query.search ? (JSON.parse(query.search) as Record<string, unknown>) : {}), ...(range ? { createdAt: range } : {}) };
  const withRange = { ...query, search: Object.keys(search).length ? JSON.stringify(search) : undefined };
  return api<Page<ExportRow>>(EXPORTS_LIST_PATH, { query: { ...withRange, bar: barId }, bar: barId, signal });
}

export const exportRequestsQueryOptions = (barId: string, range: CreatedRange | null) => (query: ListApiQuery) =>
  queryOptions({ queryKey: ['exports', 'list', barId, range, query] as const, queryFn: ({ signal }) => getExportRequests(barId, query, range, signal) });
