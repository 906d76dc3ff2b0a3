// The live stream frame's size follows the width of the box it sits in (the sidebar, which the
// user can widen, collapse or see full-width on a phone): a ResizeObserver on that box, the height
// from the panel's aspect. Until the first measure the spec's default size holds.
import { useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_FRAME_SIZE, frameSizeFor } from '../model/live-stream-address';

export function useFrameSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>(DEFAULT_FRAME_SIZE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width ?? 0;
      // A hidden sidebar measures 0: keep the last size rather than a zero-sized frame.
      if (width <= 0) return;
      const next = frameSizeFor(width);
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}
