import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentBarKey, type SelectedBar } from '../../../lib/bar-queries';
import { useLiveMessages, useLiveStatus } from '../../../lib/live/live-context';
import { mergeLiveBar, mergeLiveRobot } from './merge-live-state';

/** Without the live link the bar is asked for again this often, so its heartbeat stays current. */
export const POLL_WITHOUT_LIVE_MS = 30_000;

/**
 * Keeps the selected bar's cached detail in step with live 'bar' and 'robot' messages, so every
 * screen reading it (status strip, activity) changes without reloading. While the live link is
 * down the detail is polled instead, and reloaded once the link is back to catch up.
 */
export function useLiveBarSync(barId: string): void {
  const queryClient = useQueryClient();
  const status = useLiveStatus();
  const previous = useRef(status);

  useLiveMessages(
    (message, messageBarId) => {
      const merge = message.type === 'bar' ? mergeLiveBar : mergeLiveRobot;
      queryClient.setQueryData<SelectedBar>(currentBarKey(messageBarId), (bar) => (bar ? merge(bar, message.payload) : bar));
    },
    ['bar', 'robot'],
  );

  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: currentBarKey(barId) });
    const wasConnected = previous.current === 'connected';
    previous.current = status;
    if (status === 'connected') {
      if (!wasConnected) reload();
      return;
    }
    const timer = setInterval(reload, POLL_WITHOUT_LIVE_MS);
    return () => clearInterval(timer);
  }, [status, barId, queryClient]);
}
