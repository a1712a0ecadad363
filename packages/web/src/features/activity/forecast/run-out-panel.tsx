import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { barForecastQuery } from '../../../components/forecast/bar-forecast-query';
import { useRunOutText } from '../../../components/forecast/run-out-text';
import { Panel } from '../components/panel';
import { nextToRunOutView } from './next-to-run-out';

/** Activity's forecast: the next three bottles to run out, with when ('Empty around 21:40'). Loaded after the live controls. */
export function RunOutPanel({ barId }: { barId: string }) {
  const { t } = useTranslation('activity');
  const query = useQuery(barForecastQuery(barId));
  const text = useRunOutText(query.data);
  const next = query.data ? nextToRunOutView(query.data.dispensers) : [];
  return (
    <Panel title={t('panels.runOut')}>
      {query.isError ? (
        <Typography variant="body2" color="text.secondary">
          {t('runOut.failed')}
        </Typography>
      ) : query.isPending ? null : next.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('runOut.none')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="next-to-run-out">
          {next.map((d) => (
            <ListItem key={d.dispenserId} disableGutters>
              <ListItemText
                primary={`${d.graphicCode} · ${d.ingredientName}`}
                secondary={text(d, { band: true })}
                slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
