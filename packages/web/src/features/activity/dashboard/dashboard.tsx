import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, useCallback } from 'react';
import type { SelectedBar } from '../../../lib/bar-queries';
import { localMidnight, useDashboardToday } from './api/get-dashboard-today';
import { hourlySales } from './charts/hourly-sales';
import { ChartCard } from './chart-card';
import { currencyOf, formatMoney } from './format-money';
import { StatCard } from './stat-card';
import { TopDrinksList } from './top-drinks-list';
import { useDashboardLiveRefresh } from './use-dashboard-live-refresh';

// The charts library is large: it loads only when a chart has something to draw.
const SalesTodayChart = lazy(() => import('./charts/sales-today-chart'));
const TopCategoriesChart = lazy(() => import('./charts/top-categories-chart'));
const TopIngredientsChart = lazy(() => import('./charts/top-ingredients-chart'));

/** Today's numbers of the selected bar, refreshed as drinks are delivered. */
export function Dashboard({ bar }: { bar: SelectedBar }) {
  const today = useDashboardToday(bar.id);
  useDashboardLiveRefresh(bar.id);
  const { currencyNameISO, currencySymbolLeft } = currencyOf(bar.paymentSettings);
  const money = useCallback(
    (value: number) => formatMoney(value, { currencyNameISO, currencySymbolLeft }),
    [currencyNameISO, currencySymbolLeft],
  );
  const data = today.data;
  const loading = today.isPending;
  const hasSales = (data?.sales ?? []).some((point) => point.value > 0);

  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ mt: 3 }}>
      <Typography id="dashboard-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Today
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <StatCard title="Daily Orders" value={String(data?.totalOrders ?? 0)} loading={loading} />
        <StatCard title="Daily Income" value={money(data?.totalAmount ?? 0)} loading={loading} />
        <ChartCard title="Sales Today" hasData={hasSales} loading={loading} wide>
          <SalesTodayChart sales={hourlySales(data?.sales ?? [], localMidnight(), new Date())} formatAmount={money} />
        </ChartCard>
        <ChartCard title="Top Drinks Today" hasData={(data?.drinks.length ?? 0) > 0} loading={loading}>
          <TopDrinksList drinks={data?.drinks ?? []} />
        </ChartCard>
        <ChartCard title="Top Drink Categories Today" hasData={(data?.categories.length ?? 0) > 0} loading={loading}>
          <TopCategoriesChart categories={data?.categories ?? []} />
        </ChartCard>
        <ChartCard title="Top Ingredients Today" hasData={(data?.ingredients.length ?? 0) > 0} loading={loading} wide>
          <TopIngredientsChart ingredients={data?.ingredients ?? []} />
        </ChartCard>
      </Box>
    </Box>
  );
}
