import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveMessages } from '../../../lib/live/live-context';
import { dashboardTodayKey } from './api/get-dashboard-today';

/** At most one dashboard reload per this period, however fast drinks complete. */
export const DASHBOARD_REFRESH_MS = 5_000;

function deliveredDrink(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'delivered';
}

/** Reloads today's numbers when live 'drink' messages say a drink was delivered (throttled). */
export function useDashboardLiveRefresh(barId: string): void {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [barId],
  );

  useLiveMessages(
    (message, messageBarId) => {
      if (messageBarId !== barId || !deliveredDrink(message.payload) || timer.current) return;
      const refresh = () => {
        timer.current = null;
        last.current = Date.now();
        void queryClient.invalidateQueries({ queryKey: dashboardTodayKey(barId) });
      };
      const wait = last.current + DASHBOARD_REFRESH_MS - Date.now();
      if (wait <= 0) refresh();
      else timer.current = setTimeout(refresh, wait);
    },
    ['drink'],
  );
}
