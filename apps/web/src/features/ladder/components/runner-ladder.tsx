// One runner's ladder (trading-core §2 "Ladder view"): header, column headings (Lower/Higher on
// line markets) and the virtualised price rows. A BACK/LAY click goes straight to the placement
// callback (one-click speed: nothing renders before it); an unmatched amount cancels its bets.
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRunnerKey, type PriceLadder, type Side } from '@greenbook/trading';
import { RacingRunnerLine } from '@/components/racing/racing-runner-line';
import { useKeyboardTicks } from '@/lib/commands/use-keyboard-trading';
import { BetRequestContext } from '@/lib/market/bet-request';
import { useSetting } from '@/lib/storage/settings-store';
import { useMarketSelector } from '@/lib/stream/use-live';
import { useCancelBets } from '@/lib/unmatched-bets/use-cancel-bets';
import { useLevelStore } from '../hooks/use-level-store';
import type { LadderPopup } from '../model/ladder-bets';
import { LadderBody } from './ladder-body';
import { LadderHeader, type RunnerOption } from './ladder-header';
import type { RowTexts } from './ladder-row';
import styles from './ladder.module.css';

interface RunnerLadderProps {
  readonly marketId: string;
  readonly runnerKey: string;
  readonly runnerName: string;
  readonly options: readonly RunnerOption[];
  readonly ladder: PriceLadder;
  readonly lineMarket: boolean;
  readonly rowHeight: number;
  readonly onPopup: (popup: Omit<LadderPopup, 'id'>) => void;
  readonly onRemove: (runnerKey: string) => void;
}

export function RunnerLadder(props: RunnerLadderProps) {
  const { marketId, runnerKey, runnerName, options, ladder, lineMarket, rowHeight } = props;
  const { t } = useTranslation();
  const store = useLevelStore(marketId, runnerKey, ladder);
  const cancelBets = useCancelBets();
  const requestBet = useContext(BetRequestContext);
  const { conversionRate } = useSetting('loggedUser');
  const betDelay = useMarketSelector(marketId, (market) => market?.definition?.betDelay ?? 0);
  // Issue 21 §5: the keyboard's runner is outlined (drawn inside the ladder: nothing moves).
  const keyboardSelected = useKeyboardTicks(marketId, runnerKey) !== undefined;
  // Latest callbacks without re-rendering the memoised rows when they change.
  const latest = useRef({ ...props, requestBet });
  useEffect(() => {
    latest.current = { ...props, requestBet };
  });

  const onBet = useCallback(
    (side: Side, price: number, at: number) => {
      const parsed = parseRunnerKey(runnerKey);
      const { requestBet: place } = latest.current;
      if (parsed === undefined || place === undefined) return;
      void place({ marketId, ...parsed, side, price, source: 'ladder', at }).then((outcome) => {
        if (outcome !== undefined)
          latest.current.onPopup({ runnerKey, side, price: outcome.odd ?? price, outcome });
      });
    },
    [marketId, runnerKey],
  );
  const onCancel = useCallback(
    (tick: number) => void cancelBets(marketId, store.betIdsAt(tick)),
    [cancelBets, marketId, store],
  );

  const back = lineMarket ? t('ladder.columns.lower') : t('ladder.columns.back');
  const lay = lineMarket ? t('ladder.columns.higher') : t('ladder.columns.lay');
  const texts = useMemo<RowTexts>(
    () => ({
      backAt: oncePerPrice((price) => t('ladder.betAt', { side: back, price })),
      layAt: oncePerPrice((price) => t('ladder.betAt', { side: lay, price })),
      cancelAt: oncePerPrice((price) => t('ladder.cancelAt', { price })),
      delayTitles: {
        wait: t('ladder.delay.wait', { seconds: betDelay }),
        passive: t('ladder.delay.passive'),
      },
      conversionRate,
    }),
    [t, back, lay, conversionRate, betDelay],
  );

  return (
    <section
      className={styles['ladder']}
      aria-label={runnerName}
      aria-description={keyboardSelected ? t('keyboard.selectedRunner') : undefined}
      data-runner={runnerKey}
      data-keyboard-selected={keyboardSelected}
    >
      <LadderHeader
        marketId={marketId}
        runnerKey={runnerKey}
        runnerName={runnerName}
        options={options}
        onRemove={props.onRemove}
      />
      <RacingRunnerLine
        className={styles['racingLine']}
        marketId={marketId}
        runnerKey={runnerKey}
        runnerName={runnerName}
      />
      <div className={styles['columns']}>
        <span>{t('ladder.columns.chart')}</span>
        <span>{t('ladder.columns.hedge')}</span>
        <span>{back}</span>
        <span>{t('ladder.columns.lastTraded')}</span>
        <span>{lay}</span>
        <span>{t('ladder.columns.unmatched')}</span>
        <span>{t('ladder.columns.traded')}</span>
      </div>
      <LadderBody
        marketId={marketId}
        store={store}
        rowHeight={rowHeight}
        texts={texts}
        onBet={onBet}
        onCancel={onCancel}
      />
    </section>
  );
}

/**
 * A row re-renders whenever its level changes (many times a second in play) and its labels
 * never do: each is built once per price, since i18next's interpolation was a visible share of
 * every frame in bench:web.
 */
function oncePerPrice(label: (price: number) => string): (price: number) => string {
  const labels = new Map<number, string>();
  return (price) => {
    let text = labels.get(price);
    if (text === undefined) {
      text = label(price);
      labels.set(price, text);
    }
    return text;
  };
}
