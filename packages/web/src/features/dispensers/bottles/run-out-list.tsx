import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BarForecastView } from '@bar/domain';
import { useRunOutText } from '../../../components/forecast/run-out-text';
import type { BottleCell } from '../api/types';

/** Beside the map: the bottles the forecast empties before closing, soonest first, with their time. */
export function RunOutList({ forecast, cells, onOpen }: { forecast: BarForecastView; cells: ReadonlyArray<BottleCell>; onOpen?: (cell: BottleCell) => void }) {
  const { t } = useTranslation('dispensers');
  const text = useRunOutText(forecast);
  const soon = forecast.dispensers.filter((d) => d.beforeClosing);
  const byId = new Map(cells.map((c) => [c.id, c]));
  return (
    <Paper variant="outlined" component="section" aria-label={t('bottles.runOut.title')} data-testid="run-out-bottles" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {`${t('bottles.runOut.title')} (${soon.length})`}
      </Typography>
      {soon.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('bottles.runOut.none')}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: '40vh', overflowY: 'auto' }}>
          {soon.map((d) => {
            const cell = byId.get(d.dispenserId);
            const label = (
              <ListItemText
                primary={`${d.graphicCode} · ${d.ingredientName}`}
                secondary={text(d, { band: true })}
                slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }}
              />
            );
            return cell && onOpen ? (
              <ListItem key={d.dispenserId} disablePadding>
                <ListItemButton onClick={() => onOpen(cell)}>{label}</ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={d.dispenserId}>{label}</ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
