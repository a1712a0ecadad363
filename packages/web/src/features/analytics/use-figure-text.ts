import { useCallback } from 'react';
import type { AnalyticsFigures } from '@bar/domain';
import { useFormat } from '../../lib/format/use-format';
import { DEFAULT_CURRENCY } from '../../lib/format/currency';
import { FIGURE_KIND, waitText, type FigureKey } from './analytics-figures';

/** Writes figures in the console's language: counts, money in the bars' currency (plain amounts when they differ), waits as m:ss, rates as %. */
export function useFigureText(currency: string | null) {
  const format = useFormat();
  const money = useCallback(
    (amount: number) => (currency === null ? format.number(amount, 2) : format.price(amount, { code: currency || DEFAULT_CURRENCY })),
    [format, currency],
  );
  const figure = useCallback(
    (key: FigureKey, figures: AnalyticsFigures): string => {
      const value = figures[key];
      if (value === null) return '–';
      switch (FIGURE_KIND[key]) {
        case 'money':
          return money(value);
        case 'wait':
          return waitText(value);
        case 'rate':
          return format.percent(value, 1);
        default:
          return format.number(value);
      }
    },
    [format, money],
  );
  const change = useCallback((fraction: number | null) => (fraction === null ? '–' : `${fraction > 0 ? '+' : ''}${format.percent(fraction, 1)}`), [format]);
  return { figure, money, change, number: format.number };
}
