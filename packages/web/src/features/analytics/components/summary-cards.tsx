import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SalesAnalytics } from '../api/get-sales-analytics';
import { figureChange, type FigureKey } from '../analytics-figures';
import type { useFigureText } from '../use-figure-text';

/** The headline figures, each with its value in the previous period and the change from it. */
const CARDS: FigureKey[] = ['drinks', 'revenue', 'averageWaitSeconds', 'p90WaitSeconds', 'errorRate', 'remakeRate', 'refunds', 'refundedAmount'];

export function SummaryCards({ analytics, text }: { analytics: SalesAnalytics; text: ReturnType<typeof useFigureText> }) {
  const { t } = useTranslation('analytics');
  const { current, previous } = analytics.totals;
  return (
    <Box
      component="ul"
      aria-label={t('table.total')}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
    >
      {CARDS.map((key) => {
        const change = figureChange(analytics.totals, key);
        return (
          <Paper component="li" key={key} variant="outlined" sx={{ p: 1.5 }} data-figure={key}>
            <Typography variant="body2" color="text.secondary">
              {t(`figures.${key}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {text.figure(key, current)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('previousValue', { value: text.figure(key, previous) })}
              {change === null ? '' : ` (${text.change(change)})`}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
