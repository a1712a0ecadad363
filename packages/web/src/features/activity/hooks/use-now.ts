import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `periodMs`, so rules that depend on it (a bar turning OFFLINE
 * three minutes after its last heartbeat) re-evaluate while nothing else changes on screen.
 */
export function useNow(periodMs = 10_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
