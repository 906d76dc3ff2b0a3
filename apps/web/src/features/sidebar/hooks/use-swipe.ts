// trading-core §2 "Tabs can be swiped": a horizontal touch swipe on the tab content. Pointer
// events only (no library); a mouse or pen drag is left alone, and so is a gesture that is more
// vertical than horizontal, which is the trader scrolling the list.
import { useRef, type PointerEvent } from 'react';

/** Shorter moves are taps or jitter, not swipes. */
export const SWIPE_MIN_PX = 50;

export type SwipeDirection = 'next' | 'previous';

interface Start {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<Start | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current =
        event.pointerType === 'touch'
          ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
          : undefined;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = undefined;
      if (from === undefined || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= 2 * Math.abs(dy)) return;
      // The content follows the finger: moving it left brings the next tab in.
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = undefined;
    },
  };
}
