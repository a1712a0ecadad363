import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditActionKey } from '@bar/domain';
import { api } from '../../../lib/api-client';
import { useAuditActionText } from '../audit-action-text';
import type { FilterOption } from '../../../components/paged-table/column-filter';

/** The actions in the bar's timeline, by name, as choices of the Action filter. */
export function useAuditActionOptions(barId: string): FilterOption[] {
  const { data } = useQuery({
    queryKey: ['audit', 'actions', barId],
    queryFn: ({ signal }) => api<Array<{ method: string; route: string }>>('/audit/bar/actions', { bar: barId, signal }),
  });
  const actionText = useAuditActionText();
  return useMemo(
    () =>
      (data ?? [])
        .map(({ method, route }) => ({ value: auditActionKey(method, route), label: actionText(method, route) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [data, actionText],
  );
}
