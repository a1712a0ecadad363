import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOf } from '../../../lib/format/currency';
import { useFormat } from '../../../lib/format/use-format';
import type { SelectedBar } from '../../../lib/bar-queries';
import { barMidnight, useDashboardToday } from './api/get-dashboard-today';
import { hourlySales } from './charts/hourly-sales';
import { ChartCard } from './chart-card';
import { StatCard } from './stat-card';
import { TopDrinksList } from './top-drinks-list';
import { useDashboardLiveRefresh } from './use-dashboard-live-refresh';

// The charts library is large: it loads only when a chart has something to draw.
const SalesTodayChart = lazy(() => import('./charts/sales-today-chart'));
const TopCategoriesChart = lazy(() => import('./charts/top-categories-chart'));
const TopIngredientsChart = lazy(() => import('./charts/top-ingredients-chart'));

/** Today's numbers of the selected bar, refreshed as drinks are delivered. */
export function Dashboard({ bar }: { bar: SelectedBar }) {
  const { t } = useTranslation('activity');
  const today = useDashboardToday(bar.id, bar.timeZone);
  useDashboardLiveRefresh(bar.id);
  const format = useFormat();
  const { code, symbolLeft } = currencyOf(bar.paymentSettings);
  const money = useCallback((value: number) => format.price(value, { code, symbolLeft }), [format, code, symbolLeft]);
  const hour = useCallback((date: string) => format.time(date, bar.timeZone), [format, bar.timeZone]);
  const data = today.data;
  const loading = today.isPending;
  const hasSales = (data?.sales ?? []).some((point) => point.value > 0);

  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ mt: 3 }}>
      <Typography id="dashboard-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.today')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <StatCard title={t('dashboard.dailyOrders')} value={format.number(data?.totalOrders ?? 0)} loading={loading} />
        <StatCard title={t('dashboard.dailyIncome')} value={money(data?.totalAmount ?? 0)} loading={loading} />
        <ChartCard title={t('dashboard.salesToday')} hasData={hasSales} loading={loading} wide>
          <SalesTodayChart sales={hourlySales(data?.sales ?? [], barMidnight(bar.timeZone), new Date())} formatAmount={money} formatHour={hour} />
        </ChartCard>
        <ChartCard title={t('dashboard.topDrinks')} hasData={(data?.drinks.length ?? 0) > 0} loading={loading}>
          <TopDrinksList drinks={data?.drinks ?? []} />
        </ChartCard>
        <ChartCard title={t('dashboard.topCategories')} hasData={(data?.categories.length ?? 0) > 0} loading={loading}>
          <TopCategoriesChart categories={data?.categories ?? []} />
        </ChartCard>
        <ChartCard title={t('dashboard.topIngredients')} hasData={(data?.ingredients.length ?? 0) > 0} loading={loading} wide>
          <TopIngredientsChart ingredients={data?.ingredients ?? []} />
        </ChartCard>
      </Box>
    </Box>
  );
}
