import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { auditActionKey } from '@bar/domain';
import type { TFunction } from 'i18next';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { FilterOption } from '../../../components/paged-table/column-filter';
import type { Format } from '../../../lib/format/format';
import type { AuditOutcome, AuditRow } from '../api/get-audit-timeline';
import { auditActionText } from '../audit-action-text';

type AuditT = TFunction<'audit'>;

const OUTCOME_COLORS: Record<AuditOutcome, 'success' | 'error' | 'warning'> = { ok: 'success', refused: 'error', invalid: 'warning', error: 'error' };
const isOutcome = (value: string): value is AuditOutcome => value in OUTCOME_COLORS;

export const outcomeOptions = (t: AuditT): FilterOption[] =>
  (Object.keys(OUTCOME_COLORS) as AuditOutcome[]).map((value) => ({ value, label: t(`outcomes.${value}`) }));

/** Who made the call: their email; the server itself; or nobody known (a refused call without a valid sign-in). */
export function whoOf(row: Pick<AuditRow, 'email' | 'method'>, t: AuditT): string {
  if (row.email) return row.email;
  return row.method === 'SYSTEM' ? t('who.system') : t('who.unknown');
}

/** When (the bar's time), Who, Action (by name; the call itself on hover) and Outcome, with their filters. */
export function auditColumns(timeZone: string, actionOptions: readonly FilterOption[], format: Format, t: AuditT): PagedTableColumn<AuditRow>[] {
  return [
    { field: 'at', header: t('columns.when'), sortable: true, render: (row) => format.dateTime(row.at, timeZone), minWidth: 130 },
    { field: 'email', header: t('columns.who'), sortable: true, filter: { type: 'text', field: 'person' }, render: (row) => whoOf(row, t), minWidth: 180 },
    {
      field: 'route',
      header: t('columns.action'),
      filter: { type: 'select', field: 'action', options: actionOptions },
      render: (row) => (
        <Tooltip title={auditActionKey(row.method, row.route)}>
          <span>{auditActionText(row.method, row.route)}</span>
        </Tooltip>
      ),
      minWidth: 200,
    },
    {
      field: 'outcome',
      header: t('columns.outcome'),
      sortable: true,
      filter: { type: 'select', options: outcomeOptions(t) },
      render: (row) => {
        const known = isOutcome(row.outcome);
        const label = known ? t(`outcomes.${row.outcome}`) : row.outcome;
        return <Chip size="small" variant="outlined" color={known ? OUTCOME_COLORS[row.outcome] : 'warning'} label={`${label} · ${row.statusCode}`} />;
      },
      minWidth: 130,
    },
  ];
}
