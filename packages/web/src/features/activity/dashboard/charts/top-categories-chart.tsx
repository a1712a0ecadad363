import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import type { NamedValue } from '../api/get-dashboard-today';
import { CATEGORY_COLORS } from './category-colors';
import { topWithOthers } from './top-with-others';

/** Donut of today's top drink categories, in four colours. */
export default function TopCategoriesChart({ categories }: { categories: NamedValue[] }) {
  const { t } = useTranslation('activity');
  return (
    <PieChart
      height={220}
      colors={[...CATEGORY_COLORS]}
      series={[
        {
          data: topWithOthers(categories, CATEGORY_COLORS.length, t('dashboard.others')).map((category, index) => ({
            id: index,
            value: category.value,
            label: category.name,
          })),
          innerRadius: 50,
          outerRadius: 90,
          paddingAngle: 2,
          cornerRadius: 4,
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
