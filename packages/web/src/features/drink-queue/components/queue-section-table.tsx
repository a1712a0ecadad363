import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveLost } from '../../../lib/live/live-context';
import type { DrinkRow } from '../api/drink-row';
import { orderName, priorityLabel, recipeName } from '../drink-labels';
import type { QueueSection } from '../queue-sections';
import type { QueueActions } from '../use-queue-actions';
import { DeliveryPosition } from './delivery-position';
import { WaitClock } from './wait-clock';

interface Props {
  section: QueueSection;
  ms1: boolean;
  now: Date;
  actions: QueueActions;
  /** Asks before a remake (it is made again), then remakes. */
  onRemake: (drink: DrinkRow) => void;
  onDelete: (drink: DrinkRow) => void;
}

/**
 * One section of the queue (SPEC §2): its rows and the actions its status allows. Remake opens the
 * row and Delete ends it, a row's width apart, so a tap on a tablet cannot hit the other one.
 */
export function QueueSectionTable({ section, ms1, now, actions, onRemake, onDelete }: Props) {
  const { t } = useTranslation('drink-queue');
  const headingId = useId();
  // Acting on a queue that may be out of date could hit the wrong drink.
  const liveLost = useLiveLost();
  const { status, drinks } = section;
  const showPosition = status === 'ready' || status === 'delivering';
  const canRemake = status !== 'open' || ms1;
  const canDelete = status === 'producing' || status === 'open';
  const columns = 7 + Number(ms1);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t(`sections.${section.status}`)}
        </Typography>
        <Chip size="small" label={drinks.length} aria-label={t('sections.count', { count: drinks.length })} color={drinks.length ? 'primary' : 'default'} />
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-labelledby={headingId}
          // Fixed layout and one set of widths, so the columns of the four sections line up.
          sx={{ tableLayout: 'fixed', minWidth: ms1 ? 700 : 560, '& .MuiTableCell-root': { px: 1.25, overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          <colgroup>
            <col style={{ width: ms1 ? 52 : 100 }} />
            <col style={{ width: 88 }} />
            <col />
            <col />
            <col style={{ width: 96 }} />
            {ms1 ? <col /> : null}
            <col style={{ width: 76 }} />
            <col style={{ width: ms1 ? 160 : 88 }} />
          </colgroup>
          {/* An empty section stays one line high, so the busy ones below stay in view. */}
          <TableHead sx={drinks.length === 0 ? { display: 'none' } : undefined}>
            <TableRow>
              <TableCell />
              <TableCell sx={{ fontWeight: 600 }}>{showPosition ? t('columns.position') : ''}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.recipe')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.name')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.priority')}</TableCell>
              {ms1 ? <TableCell sx={{ fontWeight: 600 }}>{t('columns.robot')}</TableCell> : null}
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.waiting')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t('columns.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {drinks.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 1.25 }}>
                  <Typography color="text.secondary" variant="body2">
                    {t('sections.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {drinks.map((drink) => {
              const busy = actions.busyId === drink.id || liveLost;
              const label = recipeName(t, drink);
              return (
                <TableRow key={drink.id} data-drink-id={drink.id}>
                  <TableCell sx={{ overflow: 'visible !important' }}>
                    {canRemake && ms1 ? (
                      <Tooltip title={t('actions.remake')}>
                        <span>
                          <IconButton size="small" aria-label={t('actions.remakeRecipe', { recipe: label })} disabled={busy} onClick={() => onRemake(drink)}>
                            <ReplayIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    ) : null}
                    {canRemake && !ms1 ? (
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={t('actions.remakeRecipe', { recipe: label })}
                        disabled={busy}
                        onClick={() => onRemake(drink)}
                      >
                        {t('actions.remake')}
                      </Button>
                    ) : null}
                  </TableCell>
                  <TableCell>{showPosition ? <DeliveryPosition position={drink.deliveryPosition} status={status} /> : null}</TableCell>
                  <TableCell sx={{ fontWeight: 500 }}>{label}</TableCell>
                  <TableCell>{orderName(drink)}</TableCell>
                  <TableCell>
                    {status === 'open' ? (
                      <Box sx={{ display: 'flex', alignItems: 'center' }}>
                        <Switch
                          size="small"
                          checked={drink.priority}
                          disabled={busy}
                          onChange={(event) => actions.setPriority(drink, event.target.checked)}
                          slotProps={{ input: { 'aria-label': t('priority.of', { recipe: label }) } }}
                        />
                        <span>{priorityLabel(t, drink.priority)}</span>
                      </Box>
                    ) : (
                      priorityLabel(t, drink.priority)
                    )}
                  </TableCell>
                  {ms1 ? <TableCell>{drink.robotSelection?.displayName ?? '-'}</TableCell> : null}
                  <TableCell>
                    <WaitClock createdAt={drink.createdAt} now={now} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', overflow: 'visible !important' }}>
                    {status === 'ready' && ms1 ? (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busy || drink.deliveryPosition === null}
                        onClick={() => actions.unlock(drink)}
                        sx={{ px: 1, whiteSpace: 'nowrap' }}
                      >
                        {t('actions.unlockConveyor')}
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Tooltip title={t('actions.delete')}>
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={t('actions.deleteRecipe', { recipe: label })}
                            disabled={busy}
                            onClick={() => onDelete(drink)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
