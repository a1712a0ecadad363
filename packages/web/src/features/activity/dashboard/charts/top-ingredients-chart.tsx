import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { NamedValue } from '../api/get-dashboard-today';

const BAR_HEIGHT = 28;

/** Horizontal bars of today's most used ingredients. */
export default function TopIngredientsChart({ ingredients }: { ingredients: NamedValue[] }) {
  const { t } = useTranslation('activity');
  const theme = useTheme();
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(140, ingredients.length * BAR_HEIGHT + 48)}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      yAxis={[{ scaleType: 'band', data: ingredients.map((ingredient) => ingredient.name), width: 110 }]}
      series={[{ data: ingredients.map((ingredient) => ingredient.value), color: (theme.vars ?? theme).palette.secondary.main, label: t('dashboard.used') }]}
      hideLegend
      grid={{ vertical: true }}
    />
  );
}
