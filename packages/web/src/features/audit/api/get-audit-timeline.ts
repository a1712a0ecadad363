import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';
import { toTimelineQuery } from '../timeline-query';

export type AuditOutcome = 'ok' | 'refused' | 'invalid' | 'error';

/** One row of the bar's audit timeline (GET /api/audit/bar). */
export interface AuditRow {
  id: string;
  at: string;
  userId: string | null;
  email: string | null;
  barId: string | null;
  method: string;
  route: string;
  targetId: string | null;
  statusCode: number;
  outcome: AuditOutcome;
}

export const AUDIT_TIMELINE_PATH = '/audit/bar';

export function getAuditTimeline(barId: string, query: ListApiQuery, timeZone: string, signal?: AbortSignal): Promise<Page<AuditRow>> {
  return api<Page<AuditRow>>(AUDIT_TIMELINE_PATH, { query: { ...toTimelineQuery(query, timeZone) }, bar: barId, signal });
}

export const auditTimelineQueryOptions = (barId: string, timeZone: string) => (query: ListApiQuery) =>
  queryOptions({ queryKey: ['audit', 'timeline', barId, timeZone, query] as const, queryFn: ({ signal }) => getAuditTimeline(barId, query, timeZone, signal) });
