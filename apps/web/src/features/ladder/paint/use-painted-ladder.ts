// A ladder body's link to the ladder painter: an id for its tiles, its look measured from a drawn
// row whenever what it is read from changes, and the worker's copy dropped when the body goes.
// Undefined where the browser cannot hand a canvas to a worker (the rows write their cells then).
import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useSetting } from '@/lib/storage/settings-store';
import { ladderPainter, type LadderPainter } from './ladder-painter';
import { measureLadderRow } from './measure-ladder';
import { useLookObserver } from './use-look-observer';

export interface PaintedLadder {
  readonly painter: LadderPainter;
  readonly ladderId: number;
}

export function usePaintedLadder(
  body: RefObject<HTMLElement | null>,
  rowHeight: number,
): PaintedLadder | undefined {
  const painter = ladderPainter();
  const [ladderId] = useState(() => painter?.id());
  useEffect(() => {
    if (painter === undefined || ladderId === undefined) return undefined;
    return () => painter.dropLadder(ladderId);
  }, [painter, ladderId]);
  const measure = useMemo(() => {
    if (painter === undefined || ladderId === undefined) return undefined;
    return () => {
      const row = body.current?.querySelector<HTMLElement>('[data-tick]');
      const look = row === null || row === undefined ? undefined : measureLadderRow(row);
      if (look !== undefined) painter.look(ladderId, look);
    };
  }, [painter, ladderId, body]);
  // The text size moves the figures without resizing the body: measured again when it changes.
  const { textSize } = useSetting('ladderView');
  useLayoutEffect(() => measure?.(), [measure, rowHeight, textSize]);
  useLookObserver(body, measure);
  return useMemo(
    () => (painter === undefined || ladderId === undefined ? undefined : { painter, ladderId }),
    [painter, ladderId],
  );
}
