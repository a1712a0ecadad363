import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BottleCell } from '../api/types';
import { lowBottles, type LowBottle } from './low-bottles';

/** A cell's forecast in words ('Empty around 21:40'), and whether it runs out before closing. */
export type RunOuts = ReadonlyMap<string, { text: string; soon: boolean }>;

function Row({ bottle, runOut }: { bottle: LowBottle; runOut?: string }) {
  const { t } = useTranslation('dispensers');
  const { cell, state, percent, ml } = bottle;
  const reading = ml === null ? `${percent}%` : `${percent}% · ${ml} ml`;
  return (
    <>
      <ListItemText
        primary={`${cell.graphicCode} · ${cell.ingredient?.name ?? '—'}`}
        secondary={runOut ? `${reading} · ${runOut}` : reading}
        slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }}
      />
      <Chip size="small" label={t(`cellHints.${state}`)} color={state === 'danger' ? 'error' : 'warning'} variant="outlined" />
    </>
  );
}

/** Beside the map: the bottles to change first; a row opens the cell's editor when allowed. */
export function LowBottlesList({ cells, onOpen, runOuts }: { cells: ReadonlyArray<BottleCell>; onOpen?: (cell: BottleCell) => void; runOuts?: RunOuts }) {
  const { t } = useTranslation('dispensers');
  const low = lowBottles(cells);
  return (
    <Paper variant="outlined" component="section" aria-label={t('bottles.low.title')} data-testid="low-bottles" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {`${t('bottles.low.title')} (${low.length})`}
      </Typography>
      {low.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('bottles.low.none')}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: '70vh', overflowY: 'auto' }}>
          {low.map((bottle) =>
            onOpen ? (
              // a list holds list items: the button goes inside one, for screen readers
              <ListItem key={bottle.cell.id} disablePadding>
                <ListItemButton onClick={() => onOpen(bottle.cell)} sx={{ gap: 1 }}>
                  <Row bottle={bottle} runOut={runOuts?.get(bottle.cell.id)?.text} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={bottle.cell.id} sx={{ gap: 1 }}>
                <Row bottle={bottle} runOut={runOuts?.get(bottle.cell.id)?.text} />
              </ListItem>
            ),
          )}
        </List>
      )}
    </Paper>
  );
}
