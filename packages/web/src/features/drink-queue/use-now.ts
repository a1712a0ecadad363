import { useEffect, useState } from 'react';

/** The current time, refreshed every `periodMs`, so the waiting clocks tick. */
export function useNow(periodMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
