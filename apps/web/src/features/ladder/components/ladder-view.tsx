// trading-core §2 "Ladder view": one ladder per selected runner (as many as the screen width
// allows), the Ladder options and Center ladders buttons, and the popup queue after ladder bets.
// The market page renders it in its ladder slot; the app passes the runner names (catalogue) and
// bets go through the BetRequestContext of lib/market, from a click or from the keyboard.
import { useCallback, useContext, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ladderRowHeight, parseRunnerKey, rowSpacingFor, type Side } from '@greenbook/trading';
import { useKeyboardTrading } from '@/lib/commands/use-keyboard-trading';
import { BetRequestContext } from '@/lib/market/bet-request';
import { isLineMarket, runnerDisplayName } from '@/lib/market/line-markets';
import { useSetting } from '@/lib/storage/settings-store';
import { useLiveExchange, useMarketFresh, useMarketSelector } from '@/lib/stream/use-live';
import { useHeldUnderPointer } from '../hooks/use-held-under-pointer';
import { useLadderCount } from '../hooks/use-ladder-count';
import { useLadderSelectionRules, useToggleLadder } from '../hooks/use-ladder-selection';
import { currentPopup, type LadderPopup } from '../model/ladder-bets';
import { ladderKeyOf, ladderOfKey } from '@/lib/market/market-ladder';
import { inDisplayOrder, ladderRunnersSignature } from '../model/ladder-market';
import { useLadderSelection, useLadderSelectionStore } from '../model/ladder-selection-store';
import type { RunnerOption } from './ladder-header';
import { LadderOptions } from './ladder-options';
import { LadderPopupView } from './ladder-popup';
import { RunnerLadder } from './runner-ladder';
import styles from './ladder.module.css';

export interface LadderViewProps {
  readonly marketId: string;
  /** Runner names by runner key (selectionId_handicap), from the market catalogue. */
  readonly runnerNames?: Readonly<Record<string, string>>;
}

/** trading-core §9: base font size of a ladder, moved 1 px per text size step. */
const BASE_FONT_PX = 13;

export function LadderView({ marketId, runnerNames }: LadderViewProps) {
  const { t } = useTranslation();
  const live = useLiveExchange();
  // trading-core §9: the count follows the width, but not under the pointer (see the hook).
  const { value: maxLadders, pointerHandlers } = useHeldUnderPointer(useLadderCount());
  useLadderSelectionRules(marketId, maxLadders);
  const toggle = useToggleLadder(marketId, maxLadders);
  const selection = useLadderSelection(marketId);
  const center = useLadderSelectionStore((state) => state.center);

  const ladder = ladderOfKey(useMarketSelector(marketId, ladderKeyOf));
  const bettingType = useMarketSelector(marketId, (market) => market?.definition?.bettingType);
  const lineMarket = isLineMarket(bettingType);
  const signature = useMarketSelector(marketId, ladderRunnersSignature);
  const view = useSetting('ladderView');
  const rowHeight = ladderRowHeight(view);
  // Issue 12 item 3: stale prices are greyed (clicks on them are refused or confirmed as stale).
  const fresh = useMarketFresh(marketId);
  const [showOptions, setShowOptions] = useState(false);

  // The runners in the market's display order (the grid's default: sort priority, or 1, x, 2), for
  // the Ladder options and the headers' swap selectors. The options keep this order while runners
  // are ticked, though the ladders come in selection order (the favourite first, a ticked runner
  // last): a list that reordered itself would move the next checkbox from under the pointer.
  const options = useMemo<RunnerOption[]>(
    () =>
      inDisplayOrder(
        (signature === '' ? [] : signature.split(',')).map((key) => {
          // Catalogue names come line-named already (market-title.ts); a stream name does not.
          const fallback =
            live.runner(marketId, key)?.name ?? String(parseRunnerKey(key)?.selectionId ?? key);
          return { key, name: runnerNames?.[key] ?? runnerDisplayName(fallback, key, bettingType) };
        }),
      ),
    [signature, runnerNames, live, marketId, bettingType],
  );
  const nameOf = useCallback(
    (key: string) => options.find((option) => option.key === key)?.name ?? key,
    [options],
  );
  const selected = useMemo(() => new Set(selection.slots.map((slot) => slot.runnerId)), [selection]);
  const order = useMemo(() => selection.slots.map((slot) => slot.runnerId), [selection]);

  const [popups, setPopups] = useState<readonly LadderPopup[]>([]);
  const popupIds = useRef(0);
  const onPopup = useCallback((popup: Omit<LadderPopup, 'id'>) => {
    popupIds.current += 1;
    const id = popupIds.current;
    setPopups((queue) => [...queue, { ...popup, id }]);
  }, []);
  const possible = useCallback(
    (key: string) => selected.has(key) && options.some((option) => option.key === key),
    [selected, options],
  );
  const popup = currentPopup(popups, possible);
  // The shown popup is the first possible one: those before it were dropped with it.
  const closePopup = useCallback(
    (id: number) =>
      setPopups((queue) => {
        const index = queue.findIndex((item) => item.id === id);
        return index < 0 ? queue : queue.slice(index + 1);
      }),
    [],
  );

  // Issue 21 §5: the keyboard moves between the ladders shown, in their order, and bets the
  // selected runner's best back or lay (stepped by the arrow keys) as a click on that cell would,
  // its outcome queued in the popups like a click's.
  const requestBet = useContext(BetRequestContext);
  const bestPrice = useCallback(
    (key: string, side: Side) => {
      const runner = live.runner(marketId, key);
      return side === 'BACK' ? runner?.bestBackPrice() : runner?.bestLayPrice();
    },
    [live, marketId],
  );
  const bet = useCallback(
    (key: string, side: Side, price: number) => {
      const parsed = parseRunnerKey(key);
      if (parsed === undefined || requestBet === undefined) return;
      void requestBet({ marketId, ...parsed, side, price, source: 'ladder', at: performance.now() }).then(
        (outcome) => {
          if (outcome !== undefined) onPopup({ runnerKey: key, side, price: outcome.odd ?? price, outcome });
        },
      );
    },
    [marketId, requestBet, onPopup],
  );
  useKeyboardTrading({ marketId, order, ladder, bestPrice, bet });

  const sideLabel = (side: LadderPopup['side']) =>
    side === 'BACK'
      ? t(lineMarket ? 'ladder.columns.lower' : 'ladder.columns.back')
      : t(lineMarket ? 'ladder.columns.higher' : 'ladder.columns.lay');
  const style = {
    '--ladder-font-size': `${BASE_FONT_PX + view.textSize}px`,
    '--ladder-row-space': `${rowSpacingFor(view.rowSpace)}px`,
  } as CSSProperties;
  return (
    <div className={styles['view']} style={style} data-stale={!fresh}>
      <div className={styles['toolbar']}>
        <button type="button" aria-expanded={showOptions} onClick={() => setShowOptions((open) => !open)}>
          {t('ladder.options')}
        </button>
        <button type="button" onClick={() => center(marketId)}>
          {t('ladder.center')}
        </button>
        {/* Issue 12 item 1: the popup lies over the toolbar's free end and, when longer, over the
            ladders; it never pushes them, so a second click lands on the price the first did. */}
        <div className={styles['popupSlot']}>
          {popup !== undefined && (
            <LadderPopupView
              popup={popup}
              runnerName={nameOf(popup.runnerKey)}
              sideName={sideLabel(popup.side)}
              onClose={closePopup}
            />
          )}
        </div>
      </div>
      {showOptions && <LadderOptions options={options} selected={selected} onToggle={toggle} />}
      <div className={styles['ladders']} {...pointerHandlers}>
        {selection.slots.length === 0 && <p className={styles['empty']}>{t('ladder.empty')}</p>}
        {selection.slots.map((slot) => (
          <RunnerLadder
            key={slot.runnerId}
            marketId={marketId}
            runnerKey={slot.runnerId}
            runnerName={nameOf(slot.runnerId)}
            options={options}
            ladder={ladder}
            lineMarket={lineMarket}
            rowHeight={rowHeight}
            onPopup={onPopup}
            onRemove={toggle}
          />
        ))}
      </div>
    </div>
  );
}
