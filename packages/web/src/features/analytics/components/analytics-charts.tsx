import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bestRecipes, worstRecipes, type AnalyticsRecipe } from '@bar/domain';
import type { SalesAnalytics } from '../api/get-sales-analytics';
import type { useFigureText } from '../use-figure-text';

type Text = ReturnType<typeof useFigureText>;
const HEIGHT = 240;
const BAR_HEIGHT = 30;

function ChartPanel({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The period's series beside the previous period's, in the theme's primary and a muted colour. */
function usePeriodSeries() {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  return (current: number[], previous: number[], format: (value: number) => string) => [
    { data: current, label: t('charts.current'), color: palette.primary.main, valueFormatter: (v: number | null) => format(v ?? 0) },
    { data: previous, label: t('charts.previous'), color: palette.text.disabled, valueFormatter: (v: number | null) => format(v ?? 0) },
  ];
}

function RecipeBars({ recipes, text }: { recipes: AnalyticsRecipe[]; text: Text }) {
  const series = usePeriodSeries();
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(140, recipes.length * BAR_HEIGHT * 1.6 + 56)}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      yAxis={[{ scaleType: 'band', data: recipes.map((r) => r.name), width: 120 }]}
      xAxis={[{ valueFormatter: (v: number) => text.number(v) }]}
      series={series(
        recipes.map((r) => r.drinks),
        recipes.map((r) => r.previousDrinks),
        text.number,
      )}
      grid={{ vertical: true }}
    />
  );
}

/**
 * The analytics as MUI X charts: drinks and revenue per day and per hour of the day, by sales
 * channel, and the best and worst recipes, each beside the previous period. Its own chunk: the
 * page loads it only when there is something to draw.
 */
export default function AnalyticsCharts({ analytics, text }: { analytics: SalesAnalytics; text: Text }) {
  const { t } = useTranslation('analytics');
  const series = usePeriodSeries();
  const days = analytics.days.map((d) => `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}`);
  const hours = analytics.hours.map((h) => String(h.hour).padStart(2, '0'));
  const best = bestRecipes(analytics.recipes);
  const worst = worstRecipes(analytics.recipes);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' }}>
      <ChartPanel title={t('charts.drinksPerDay')} wide>
        <BarChart
          height={HEIGHT}
          margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
          xAxis={[{ scaleType: 'band', data: days }]}
          yAxis={[{ width: 48, valueFormatter: (v: number) => text.number(v) }]}
          series={series(
            analytics.days.map((d) => d.drinks),
            analytics.days.map((d) => d.previousDrinks),
            text.number,
          )}
          grid={{ horizontal: true }}
        />
      </ChartPanel>
      <ChartPanel title={t('charts.revenuePerDay')} wide>
        <LineChart
          height={HEIGHT}
          margin={{ left: 8, right: 24, top: 8, bottom: 8 }}
          xAxis={[{ scaleType: 'point', data: days }]}
          yAxis={[{ width: 80, valueFormatter: (v: number) => text.money(v) }]}
          series={series(
            analytics.days.map((d) => d.revenue),
            analytics.days.map((d) => d.previousRevenue),
            text.money,
          ).map((s) => ({ ...s, curve: 'linear' as const, showMark: analytics.days.length <= 31 }))}
          grid={{ horizontal: true }}
        />
      </ChartPanel>
      <ChartPanel title={t('charts.drinksPerHour')}>
        <BarChart
          height={HEIGHT}
          margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
          xAxis={[{ scaleType: 'band', data: hours }]}
          yAxis={[{ width: 48, valueFormatter: (v: number) => text.number(v) }]}
          series={series(
            analytics.hours.map((h) => h.drinks),
            analytics.hours.map((h) => h.previousDrinks),
            text.number,
          )}
          grid={{ horizontal: true }}
        />
      </ChartPanel>
      <ChartPanel title={t('charts.byChannel')}>
        <BarChart
          height={HEIGHT}
          margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
          xAxis={[{ scaleType: 'band', data: analytics.channels.map((c) => t(`channels.${c.channel}`)) }]}
          yAxis={[{ width: 48, valueFormatter: (v: number) => text.number(v) }]}
          series={series(
            analytics.channels.map((c) => c.current.drinks),
            analytics.channels.map((c) => c.previous.drinks),
            text.number,
          )}
          grid={{ horizontal: true }}
        />
      </ChartPanel>
      <ChartPanel title={t('charts.bestRecipes')}>
        <RecipeBars recipes={best} text={text} />
      </ChartPanel>
      {worst.length > 0 ? (
        <ChartPanel title={t('charts.worstRecipes')}>
          <RecipeBars recipes={worst} text={text} />
        </ChartPanel>
      ) : null}
    </Box>
  );
}
