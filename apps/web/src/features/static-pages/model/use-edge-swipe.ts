// The User Guide's touch gesture (account-and-product §2 "Static pages": on touch devices a swipe
// opens or closes the menu): a swipe to the right that starts at the screen's left edge opens the
// topics; a swipe to the left anywhere closes them. A swipe is mostly sideways (|dx| at least twice
// |dy|) and at least SWIPE_MIN_PX long, so scrolling the page up and down never moves the menu.
import { useEffect, useRef } from 'react';

/** How far from the left edge an opening swipe may start. */
export const EDGE_PX = 24;
export const SWIPE_MIN_PX = 50;

export interface EdgeSwipe {
  readonly open: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
}

export function useEdgeSwipe({ open, onOpen, onClose }: EdgeSwipe): void {
  const latest = useRef({ open, onOpen, onClose });
  useEffect(() => {
    latest.current = { open, onOpen, onClose };
  });

  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch !== undefined ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start === null || touch === undefined) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      const from = start.x;
      start = null;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      const { open: isOpen, onOpen: openMenu, onClose: closeMenu } = latest.current;
      if (dx > 0 && !isOpen && from <= EDGE_PX) openMenu();
      else if (dx < 0 && isOpen) closeMenu();
    };
    const onCancel = () => {
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
    };
  }, []);
}
