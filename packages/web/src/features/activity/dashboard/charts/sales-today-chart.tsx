import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import { hourLabel } from './hour-label';

interface Props {
  sales: Array<{ date: string; value: number }>;
  /** Formats amounts on the axis and in the tooltip. */
  formatAmount: (value: number) => string;
}

/** Area chart of today's sales, one point per hour. */
export default function SalesTodayChart({ sales, formatAmount }: Props) {
  const theme = useTheme();
  return (
    <LineChart
      height={220}
      margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
      xAxis={[{ scaleType: 'point', data: sales.map((point) => hourLabel(point.date)) }]}
      yAxis={[{ valueFormatter: (value: number) => formatAmount(value), width: 72 }]}
      series={[
        {
          data: sales.map((point) => point.value),
          area: true,
          showMark: false,
          color: (theme.vars ?? theme).palette.primary.main,
          valueFormatter: (value) => formatAmount(value ?? 0),
          label: 'Sales',
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
    />
  );
}
