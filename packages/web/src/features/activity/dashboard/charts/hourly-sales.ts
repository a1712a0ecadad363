const HOUR = 3_600_000;

/**
 * Today's sales as one point per hour from `since` up to the hour of `now`, with 0 for hours
 * without sales (the API lists only hours that sold something).
 * @example hourlySales([{ date: '…T02:00', value: 5 }], midnight, at0330) // 00:00 0, 01:00 0, 02:00 5, 03:00 0
 */
export function hourlySales(sales: Array<{ date: string; value: number }>, since: Date, now: Date): Array<{ date: string; value: number }> {
  const byHour = new Map<number, number>();
  for (const point of sales) {
    const at = new Date(point.date).getTime();
    if (Number.isNaN(at)) continue;
    const slot = Math.floor((at - since.getTime()) / HOUR);
    byHour.set(slot, (byHour.get(slot) ?? 0) + point.value);
  }
  const last = Math.max(Math.floor((now.getTime() - since.getTime()) / HOUR), ...byHour.keys(), 0);
  return Array.from({ length: last + 1 }, (_, slot) => ({
    date: new Date(since.getTime() + slot * HOUR).toISOString(),
    value: byHour.get(slot) ?? 0,
  }));
}
