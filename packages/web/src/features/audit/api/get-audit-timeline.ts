import { queryOptions } from '@tanstack/react-query';
import type { BarAuditRow, Page } from '@bar/domain';
import type { Renamed } from '../../../lib/rename-id';
import { api } from '../../../lib/api-client';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';
import { toTimelineQuery } from '../timeline-query';

export type { AuditOutcome } from '@bar/domain';

/** One row of the bar's audit timeline (GET /api/audit/bar), as the client renames it. */
export type AuditRow = Renamed<BarAuditRow>;

export const AUDIT_TIMELINE_PATH = '/audit/bar';

export function getAuditTimeline(barId: string, query: ListApiQuery, timeZone: string, signal?: AbortSignal): Promise<Page<AuditRow>> {
  return api<Page<AuditRow>>(AUDIT_TIMELINE_PATH, { query: { ...toTimelineQuery(query, timeZone) }, bar: barId, signal });
}

export const auditTimelineQueryOptions = (barId: string, timeZone: string) => (query: ListApiQuery) =>
  queryOptions({ queryKey: ['audit', 'timeline', barId, timeZone, query] as const, queryFn: ({ signal }) => getAuditTimeline(barId, query, timeZone, signal) });
