// Sizes the spec ties to the window's width (trading-core §9 ladders by width, account-and-product
// §2 list row heights), read once on mount and again after the window stops resizing (a phone
// rotated included: it fires resize too). Debounced, as the spec asks, so dragging a window edge
// re-lays the screen once, not on every pixel.
import { useEffect, useState } from 'react';

/** What a width rule gives for the window's current width (`innerWidth` counts the scrollbar, so a
 *  scrollbar appearing never flips a rule back and forth). */
function applyToWindow<T>(rule: (width: number) => T): T {
  return rule(window.innerWidth);
}

export function useWidthRule<T>(rule: (width: number) => T, debounceMs: number): T {
  const [value, setValue] = useState(() => applyToWindow(rule));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setValue(applyToWindow(rule)), debounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [rule, debounceMs]);
  return value;
}
