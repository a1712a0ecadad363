import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface Props {
  sales: Array<{ date: string; value: number }>;
  /** Formats amounts on the axis and in the tooltip. */
  formatAmount: (value: number) => string;
  /** Writes the hour of a point ('14:00'), in the bar's zone. */
  formatHour: (date: string) => string;
}

/** Area chart of today's sales, one point per hour. */
export default function SalesTodayChart({ sales, formatAmount, formatHour }: Props) {
  const { t } = useTranslation('activity');
  const theme = useTheme();
  return (
    <LineChart
      height={220}
      margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
      xAxis={[{ scaleType: 'point', data: sales.map((point) => formatHour(point.date)) }]}
      yAxis={[{ valueFormatter: (value: number) => formatAmount(value), width: 72 }]}
      series={[
        {
          data: sales.map((point) => point.value),
          area: true,
          showMark: false,
          color: (theme.vars ?? theme).palette.primary.main,
          valueFormatter: (value) => formatAmount(value ?? 0),
          label: t('dashboard.sales'),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
    />
  );
}
