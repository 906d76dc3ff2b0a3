// The time the home lists' status labels are computed at, moved on the 10 s status beat
// (account-and-product §4): a label changes kind (going live → DELAY) on it, while a DELAY clock
// ticks every second by itself (MarketStatusText) without re-rendering the lists.
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useEffect, useState } from 'react';

export function useStatusClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_INTERVALS_MS.marketStatus);
    return () => clearInterval(timer);
  }, []);
  return now;
}
