import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RestockListView } from '@bar/domain';
import { useFormat } from '../../lib/format/use-format';

/**
 * One bar's restock list for its opening, in wall order (one walk around the bar), with the bottles
 * to bring by product and size. `onRefilled` (MAINT and above) marks a bottle refilled.
 */
export function RestockTable({ list, onRefilled, busy }: { list: RestockListView; onRefilled?: (dispenserId: string) => void; busy?: string | null }) {
  const { t } = useTranslation('restock');
  const format = useFormat();
  const zone = list.timeZone;
  const opening = t(list.openNow ? 'openNow' : 'nextOpening', {
    from: format.dateTime(list.opensAt, zone),
    to: format.time(list.closesAt, zone),
  });
  return (
    <Paper variant="outlined" component="section" aria-label={list.barName} data-restock-bar={list.barId} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {list.barName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {opening}
      </Typography>
      {list.lines.length === 0 ? (
        <Typography variant="body2">{t('nothing')}</Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            {/* 8 px cell sides, as the paged tables: eight columns fit a 768 px tablet without scrolling */}
            <Table size="small" aria-label={t('tableLabel', { bar: list.barName })} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.position')}</TableCell>
                  <TableCell>{t('columns.ingredient')}</TableCell>
                  <TableCell>{t('columns.size')}</TableCell>
                  <TableCell align="right">{t('columns.level')}</TableCell>
                  <TableCell>{t('columns.runsOut')}</TableCell>
                  <TableCell>{t('columns.action')}</TableCell>
                  <TableCell align="right">{t('columns.bottles')}</TableCell>
                  {onRefilled ? <TableCell data-no-print /> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.lines.map((l) => (
                  <TableRow key={l.dispenserId} data-testid="restock-line">
                    <TableCell>
                      <strong>{l.graphicCode}</strong> {t('position', { row: l.row, column: l.column })}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{l.ingredientName}</TableCell>
                    <TableCell>{l.sizeDescription}</TableCell>
                    <TableCell align="right">{`${format.number(l.level)}/${l.capacity}`}</TableCell>
                    <TableCell>{l.runOutAt ? t('around', { time: format.time(l.runOutAt, zone) }) : '—'}</TableCell>
                    <TableCell>{t(`actions.${l.action}`)}</TableCell>
                    <TableCell align="right">{l.bottles}</TableCell>
                    {onRefilled ? (
                      <TableCell align="right" data-no-print>
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={busy === l.dispenserId}
                          onClick={() => onRefilled(l.dispenserId)}
                          sx={{ minHeight: 40 }}
                        >
                          {t('markRefilled')}
                        </Button>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('totals')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {list.totals.map((x) => (
              <Typography component="li" variant="body2" key={`${x.ingredientName}|${x.sizeDescription}`}>
                {t('total', { count: x.bottles, ingredient: x.ingredientName, size: x.sizeDescription })}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
