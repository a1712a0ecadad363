import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `periodMs`, so what depends on it (a bar turning OFFLINE three
 * minutes after its last heartbeat, a drink's wait) re-evaluates while nothing else changes on
 * screen. While `paused` it stands still (a clock counting from live data that may be stale would
 * look current) and catches up when it resumes.
 */
export function useNow(periodMs = 10_000, { paused = false }: { paused?: boolean } = {}): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (paused) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs, paused]);
  return now;
}
