import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarForecastView, DispenserForecast } from '@bar/domain';
import { useFormat } from '../../lib/format/use-format';

type RunOut = Pick<DispenserForecast, 'runOutAt' | 'earliestAt' | 'latestAt' | 'beforeClosing'>;

/**
 * A cell's forecast in words, at the bar's clock: 'Empty around 21:40' (with its band, 21:30–21:55,
 * when asked), 'Empty now' (by the server's clock when the forecast was made), or 'Lasts past closing'.
 */
export function useRunOutText(forecast: Pick<BarForecastView, 'timeZone' | 'now'> | undefined) {
  const timeZone = forecast?.timeZone;
  const now = forecast ? Date.parse(forecast.now) : 0;
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (f: RunOut, { band = false }: { band?: boolean } = {}) => {
      if (!f.runOutAt || !f.beforeClosing) return t('forecast.lastsPastClosing');
      if (Date.parse(f.runOutAt) <= now) return t('forecast.emptyNow');
      const text = t('forecast.emptyAround', { time: format.time(f.runOutAt, timeZone) });
      if (!band || !f.earliestAt || !f.latestAt) return text;
      const [from, to] = [format.time(f.earliestAt, timeZone), format.time(f.latestAt, timeZone)];
      return from === to ? text : `${text} (${from}–${to})`;
    },
    [t, format, timeZone, now],
  );
}
