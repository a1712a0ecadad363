import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { auditActionKey, auditActionLabel } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { FilterOption } from '../../../components/paged-table/column-filter';
import { formatDateTimeInZone } from '../../../lib/format-in-zone';
import type { AuditOutcome, AuditRow } from '../api/get-audit-timeline';

const OUTCOMES: Record<AuditOutcome, { label: string; color: 'success' | 'error' | 'warning' }> = {
  ok: { label: 'Allowed', color: 'success' },
  refused: { label: 'Refused', color: 'error' },
  invalid: { label: 'Invalid', color: 'warning' },
  error: { label: 'Failed', color: 'error' },
};

export const OUTCOME_OPTIONS: FilterOption[] = (Object.keys(OUTCOMES) as AuditOutcome[]).map((value) => ({ value, label: OUTCOMES[value].label }));

/** Who made the call: their email; the server itself; or nobody known (a refused call without a valid sign-in). */
export function whoOf(row: Pick<AuditRow, 'email' | 'method'>): string {
  if (row.email) return row.email;
  return row.method === 'SYSTEM' ? 'System' : 'Unknown';
}

/** When (the bar's time), Who, Action (by name; the call itself on hover) and Outcome, with their filters. */
export function auditColumns(timeZone: string, actionOptions: readonly FilterOption[]): PagedTableColumn<AuditRow>[] {
  return [
    { field: 'at', header: 'When', sortable: true, render: (row) => formatDateTimeInZone(row.at, timeZone), minWidth: 130 },
    { field: 'email', header: 'Who', sortable: true, filter: { type: 'text', field: 'person' }, render: whoOf, minWidth: 180 },
    {
      field: 'route',
      header: 'Action',
      filter: { type: 'select', field: 'action', options: actionOptions },
      render: (row) => (
        <Tooltip title={auditActionKey(row.method, row.route)}>
          <span>{auditActionLabel(row.method, row.route)}</span>
        </Tooltip>
      ),
      minWidth: 200,
    },
    {
      field: 'outcome',
      header: 'Outcome',
      sortable: true,
      filter: { type: 'select', options: OUTCOME_OPTIONS },
      render: (row) => {
        const outcome = OUTCOMES[row.outcome] ?? { label: row.outcome, color: 'warning' as const };
        return <Chip size="small" variant="outlined" color={outcome.color} label={`${outcome.label} · ${row.statusCode}`} />;
      },
      minWidth: 130,
    },
  ];
}
