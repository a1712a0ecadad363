import type { NamedValue } from '../api/get-dashboard-today';

/**
 * At most `slots` entries, the largest first; when there are more, the last slot sums the rest as
 * `othersLabel` ('Others'), so a chart with `slots` colours never repeats one.
 * @example topWithOthers([a5, b4, c3, d2, e1], 4, 'Others') // a5, b4, c3, Others 3
 */
export function topWithOthers(items: NamedValue[], slots: number, othersLabel: string): NamedValue[] {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  if (sorted.length <= slots) return sorted;
  const kept = sorted.slice(0, slots - 1);
  const rest = sorted.slice(slots - 1).reduce((sum, item) => sum + item.value, 0);
  return [...kept, { name: othersLabel, value: rest }];
}
