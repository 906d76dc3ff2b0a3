// trading-core §9 "Ladders by width" (1/2/3/4), recomputed on resize with a 100 ms debounce.
import { useEffect, useState } from 'react';
import { laddersForWidth } from '@greenbook/trading';

export const LADDER_RESIZE_DEBOUNCE_MS = 100;

export function useLadderCount(): number {
  const [count, setCount] = useState(() => laddersForWidth(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setCount(laddersForWidth(window.innerWidth)), LADDER_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return count;
}
