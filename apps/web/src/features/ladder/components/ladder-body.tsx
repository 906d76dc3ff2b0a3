// The scrolling price rows of one ladder, virtualised (FINEST markets have 99,900 prices): only
// the visible rows plus 3 overscan rows exist (trading-core §9). Highest price at the top. Scrolls
// to the best prices on load, whenever the market's scroll index changes (Center ladders) and when
// the row height changes. Where a worker can draw (paint/ladder-painter.ts), the rows' changing
// figures are drawn by it into canvas tiles over the rows, and the rows keep only their buttons,
// prices and the account's own figures as DOM (issue 21 §6).
import { useCallback, useEffect, useRef } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { LADDER_VIEW, type Side } from '@greenbook/trading';
import { useMarketSelector } from '@/lib/stream/use-live';
import type { LadderLevelStore } from '../model/ladder-levels';
import { useLadderSelectionStore } from '../model/ladder-selection-store';
import { usePaintedLadder } from '../paint/use-painted-ladder';
import { LadderPaintTile, tilesFor } from './ladder-paint-tile';
import { LadderRow, type RowTexts } from './ladder-row';
import styles from './ladder.module.css';

interface LadderBodyProps {
  readonly marketId: string;
  readonly store: LadderLevelStore;
  readonly rowHeight: number;
  readonly texts: RowTexts;
  readonly onBet: (side: Side, price: number, at: number) => void;
  readonly onCancel: (tick: number) => void;
}

/** The rows shown when the box has no measured height yet (trading-core §9 default 50 rows). */
const DEFAULT_VISIBLE_ROWS = LADDER_VIEW.defaultRowCount;

/** The tick a ladder centres on: between the best back and lay, else either, else the last traded. */
function centreTick(store: LadderLevelStore): number | undefined {
  const best = store.bestTicks();
  if (best.back !== undefined && best.lay !== undefined) return Math.round((best.back + best.lay) / 2);
  return best.back ?? best.lay ?? best.lastTraded;
}

export function LadderBody({ marketId, store, rowHeight, texts, onBet, onCancel }: LadderBodyProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const size = store.ladder.size;
  const fallbackHeight = DEFAULT_VISIBLE_ROWS * rowHeight;
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { ...rect, height: fallbackHeight }),
      ),
    [fallbackHeight],
  );
  // TanStack Virtual returns a mutable instance the React Compiler cannot memoise; this component
  // is not compiled, and its rows are memoised by hand instead (they subscribe to their own level).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: size,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: LADDER_VIEW.overscanRows,
    initialRect: { width: 0, height: fallbackHeight },
    observeElementRect: observeRect,
    // React 19 batches the scroll updates itself; flushSync inside the centring effect only warns.
    useFlushSync: false,
  });

  const hasPrices = useMarketSelector(marketId, (market) => {
    const runner = market?.runners.get(store.runnerKey);
    return (
      runner !== undefined &&
      (runner.lastPriceTraded !== undefined ||
        runner.bestBackPrice() !== undefined ||
        runner.bestLayPrice() !== undefined)
    );
  });
  const scrollIndex = useLadderSelectionStore((state) => state.scrollIndex[marketId] ?? 0);
  // A new row height moves every row: measure again and centre again.
  useEffect(() => {
    virtualizer.measure();
    if (!hasPrices) return;
    const tick = centreTick(store);
    if (tick !== undefined) virtualizer.scrollToIndex(size - 1 - tick, { align: 'center' });
  }, [hasPrices, scrollIndex, store, size, virtualizer, rowHeight]);

  const painted = usePaintedLadder(scrollRef, rowHeight);

  const items = virtualizer.getVirtualItems();
  const tiles = items.length === 0 ? [] : tilesFor(items[0]!.index, items[items.length - 1]!.index);
  return (
    <div
      ref={scrollRef}
      className={styles['body']}
      style={{ maxHeight: fallbackHeight }}
      data-testid={`ladder-body-${store.runnerKey}`}
      data-painted={painted !== undefined}
    >
      <div className={styles['spacer']} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const tick = size - 1 - item.index;
          return (
            <LadderRow
              key={tick}
              store={store}
              tick={tick}
              price={store.ladder.priceAt(tick) ?? 0}
              top={item.start}
              height={rowHeight}
              texts={texts}
              painted={painted !== undefined}
              onBet={onBet}
              onCancel={onCancel}
            />
          );
        })}
        {painted !== undefined &&
          tiles.map((tile) => (
            <LadderPaintTile
              key={tile}
              painter={painted.painter}
              ladderId={painted.ladderId}
              tile={tile}
              store={store}
              rowHeight={rowHeight}
              conversionRate={texts.conversionRate}
            />
          ))}
      </div>
    </div>
  );
}
