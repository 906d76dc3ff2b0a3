// TILE_ROWS rows' changing figures (sizes, traded, Chart bar, last traded outline, delay hatching),
// drawn by the ladder painter into a canvas that lies over those rows in the scrolling body. The
// canvas scrolls with its rows on the compositor, so a figure is never drawn beside another price;
// a tile just scrolled into view is blank until the worker's next frame, never wrong. The painter
// puts the canvas in this tile's holder (a new one on each mount: see workerCanvasIn).
import { memo, useLayoutEffect, useRef } from 'react';
import type { LadderLevelStore } from '../model/ladder-levels';
import type { LadderPainter } from '../paint/ladder-painter';
import { TILE_ROWS } from '../paint/paint-messages';
import { rowFigures } from '../paint/row-figures';
import styles from './ladder.module.css';

interface LadderPaintTileProps {
  readonly painter: LadderPainter;
  readonly ladderId: number;
  readonly tile: number;
  readonly store: LadderLevelStore;
  readonly rowHeight: number;
  readonly conversionRate: number;
}

export const LadderPaintTile = memo(function LadderPaintTile(props: LadderPaintTileProps) {
  const { painter, ladderId, tile, store, rowHeight, conversionRate } = props;
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = holder.current;
    if (element === null) return undefined;
    const size = store.ladder.size;
    const dropTile = painter.tile(ladderId, tile, size, element);
    const unsubscribes: Array<() => void> = [];
    for (let index = tile * TILE_ROWS; index < Math.min(size, (tile + 1) * TILE_ROWS); index += 1) {
      const tick = size - 1 - index;
      const send = () => painter.row(ladderId, tick, rowFigures(store.level(tick), conversionRate));
      send();
      unsubscribes.push(store.subscribe(tick, send));
    }
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      dropTile();
    };
  }, [painter, ladderId, tile, store, conversionRate, rowHeight]);
  return (
    <div
      ref={holder}
      className={styles['paintTile']}
      style={{ top: tile * TILE_ROWS * rowHeight, height: TILE_ROWS * rowHeight }}
      aria-hidden="true"
    />
  );
});

/** The tiles that hold the rows from `first` to `last` (virtual indexes, highest price first). */
export function tilesFor(first: number, last: number): number[] {
  const tiles: number[] = [];
  for (let tile = Math.floor(first / TILE_ROWS); tile <= Math.floor(last / TILE_ROWS); tile += 1)
    tiles.push(tile);
  return tiles;
}
