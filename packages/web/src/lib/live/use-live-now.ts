import { useEffect, useState } from 'react';
import { useLiveLost } from './live-context';

/**
 * The current time, refreshed every `periodMs`, for clocks that count from live data (a drink's
 * wait). While the live link is lost it stops: a clock running on data that may be stale would
 * look current.
 */
export function useLiveNow(periodMs = 1000): Date {
  const lost = useLiveLost();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (lost) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs, lost]);
  return now;
}
