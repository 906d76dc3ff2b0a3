// trading-core §9: the minutes-since-placed counter updates every 10 s.
import { useEffect, useState } from 'react';

export const PLACED_COUNTER_MS = 10_000;

export function useNow(everyMs = PLACED_COUNTER_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
