import { useNow } from '../use-now';
import { useLiveLost } from './live-context';

/** useNow every second that stops while the live link is lost, for clocks that count from live data (a drink's wait). */
export function useLiveNow(periodMs = 1000): Date {
  return useNow(periodMs, { paused: useLiveLost() });
}
