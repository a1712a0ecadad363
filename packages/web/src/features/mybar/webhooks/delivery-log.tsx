import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useBarFormat } from '../../../lib/format/use-format';
import { deliveriesQueryOptions, type DeliveryRow } from './api/get-deliveries';

const PER_PAGE = 5;
const STATUS_COLOR = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/** The bar's delivery log, newest first, read again every few seconds while it is open. */
export function DeliveryLog({ barId }: { barId: string }) {
  const { t } = useTranslation('mybar');
  const { t: common } = useTranslation();
  const format = useBarFormat();
  const [page, setPage] = useState(0);
  const { data } = useQuery(deliveriesQueryOptions(barId, page, PER_PAGE));
  const rows = data?.data ?? [];
  const when = (value: string | null) => (value ? format.dateTime(value) : '—');
  const result = (row: DeliveryRow) => (row.lastStatusCode !== null ? `HTTP ${row.lastStatusCode}` : (row.lastError ?? '—'));
  return (
    <section aria-labelledby="webhook-log-title">
      <Typography id="webhook-log-title" variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('webhooks.log.title')}
      </Typography>
      <Table size="small" aria-labelledby="webhook-log-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('webhooks.log.when')}</TableCell>
            <TableCell>{t('webhooks.log.event')}</TableCell>
            <TableCell>{t('webhooks.log.alarm')}</TableCell>
            <TableCell>{t('webhooks.log.webhook')}</TableCell>
            <TableCell align="right">{t('webhooks.log.attempts')}</TableCell>
            <TableCell>{t('webhooks.log.result')}</TableCell>
            <TableCell>{t('webhooks.log.nextAttempt')}</TableCell>
            <TableCell>{t('webhooks.log.deliveredAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8}>{t('webhooks.log.empty')}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{when(row.createdAt)}</TableCell>
                <TableCell>
                  {t(`webhooks.log.events.${row.event === 'webhook.test' ? 'test' : row.event.replace('alarm.', '')}` as 'webhooks.log.events.test')}{' '}
                  <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`webhooks.log.status.${row.status}`)} />
                </TableCell>
                <TableCell>{row.alarmKind ? t(`webhooks.log.kinds.${row.alarmKind}` as 'webhooks.log.kinds.bottleEmpty') : '—'}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{row.webhookUrl}</TableCell>
                <TableCell align="right">{row.attempts}</TableCell>
                <TableCell>{result(row)}</TableCell>
                <TableCell>{when(row.nextAttemptAt)}</TableCell>
                <TableCell>{when(row.deliveredAt)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data?.count ?? 0}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        labelDisplayedRows={({ from, to, count }) => common('table.displayedRows', { from, to, total: count })}
        onPageChange={(_, next) => setPage(next)}
      />
    </section>
  );
}
