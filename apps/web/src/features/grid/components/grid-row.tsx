// One runner of the grid (trading-core §2): name (1/x/2 label, WINNER), profit if it wins, weight
// of money, traded volume and last traded price (highlighted 1 s on change), 3 back and 3 lay
// prices. React renders the row when what it owns changes (its name, status, profit, the keyboard's
// selection, settings); its live figures are drawn from the stream by grid-row-drawing.ts when its
// own runner changed, so another runner's change, or its own, renders nothing.
import { memo, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import {
  parseRunnerKey,
  type MoneyWeight,
  type OddsView,
  type OneXTwoLabel,
  type PriceLadder,
  type Side,
} from '@greenbook/trading';
import { RacingRunnerLine } from '@/components/racing/racing-runner-line';
import { WeightOfMoneySlot } from '@/components/ui/weight-of-money-figure';
import { useKeyboardTicks } from '@/lib/commands/use-keyboard-trading';
import { useCachedTranslation } from '@/lib/i18n/cached-translation';
import { BetRequestContext } from '@/lib/market/bet-request';
import { RunnerClosingContext } from '@/lib/market/runner-closing';
import { useLiveExchange, useMarketSelector } from '@/lib/stream/use-live';
import { useOrdersValue } from '../hooks/use-orders-value';
import { GRID_LEVELS } from '../model/grid-prices';
import { marketProfits } from '../model/market-profits';
import { GridRowRenderProbeContext } from '../model/row-render-probe';
import { drawGridRow, emptyDrawnGridRow, type GridRowParts } from './grid-row-drawing';
import { PriceCell, priceCellParts } from './price-cell';
import styles from './grid.module.css';

export interface GridRowProps {
  readonly marketId: string;
  readonly runnerKey: string;
  readonly name: string;
  readonly label: OneXTwoLabel | undefined;
  readonly oddsView: OddsView;
  readonly moneyWeight: MoneyWeight;
  readonly conversionRate: number;
  /** Every shown runner's key joined by ',' (the profit of a runner depends on all of them). */
  readonly marketRunnerKeys: string;
  readonly numberOfWinners: number;
  /** The market's price ladder (the keyboard's price steps along it). */
  readonly ladder: PriceLadder;
}

const POSITIONS = Array.from({ length: GRID_LEVELS }, (_, position) => position);

/** The row's drawn parts, once React has drawn them (all are, by the time its layout effect runs). */
function rowParts(
  row: HTMLTableRowElement | null,
  weight: HTMLSpanElement | null,
  traded: HTMLSpanElement | null,
  lastTraded: HTMLSpanElement | null,
): GridRowParts | undefined {
  if (row === null || weight === null || traded === null || lastTraded === null) return undefined;
  const cells = (side: Side) =>
    Array.from(row.querySelectorAll<HTMLTableCellElement>(`td[data-side="${side}"]`), priceCellParts);
  return { weight, traded, lastTraded, back: cells('BACK'), lay: cells('LAY') };
}

export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { marketId, runnerKey, name, label, oddsView, moneyWeight, conversionRate, ladder } = props;
  const { t } = useCachedTranslation();
  const live = useLiveExchange();
  const probe = useContext(GridRowRenderProbeContext);
  const requestBet = useContext(BetRequestContext);
  const runnerClosing = useContext(RunnerClosingContext);
  const winner = useMarketSelector(marketId, (market) => market?.runners.get(runnerKey)?.status === 'WINNER');
  const keys = useMemo(() => props.marketRunnerKeys.split(','), [props.marketRunnerKeys]);
  const profit = useOrdersValue(marketId, (orders) =>
    marketProfits(orders, keys, props.numberOfWinners)?.get(runnerKey),
  );
  const keyboardTicks = useKeyboardTicks(marketId, runnerKey);

  const row = useRef<HTMLTableRowElement>(null);
  const weight = useRef<HTMLSpanElement>(null);
  const traded = useRef<HTMLSpanElement>(null);
  const lastTraded = useRef<HTMLSpanElement>(null);
  // What is on screen, kept across redraws and re-subscriptions: a click bets the drawn price.
  const drawn = useRef(emptyDrawnGridRow());
  // Drawn before the row is first painted, then whenever its runner changed (the market's
  // listeners are told once a frame; a runner whose version did not move is left alone).
  useLayoutEffect(() => {
    const parts = rowParts(row.current, weight.current, traded.current, lastTraded.current);
    if (parts === undefined) return undefined;
    const options = { runnerName: name, oddsView, moneyWeight, conversionRate, ladder, keyboardTicks, t };
    let seenRunner: object | undefined;
    let seenVersion = Number.NaN; // nothing drawn yet
    const draw = () => {
      const runner = live.runner(marketId, runnerKey);
      const version = runner?.version ?? -1;
      // A market image replaces the runners' caches (versions start again): compare both.
      if (runner === seenRunner && version === seenVersion) return;
      seenRunner = runner;
      seenVersion = version;
      probe?.(runnerKey);
      drawGridRow(parts, drawn.current, runner, options);
    };
    draw();
    return live.onMarket(marketId, draw);
  }, [
    live,
    marketId,
    runnerKey,
    name,
    oddsView,
    moneyWeight,
    conversionRate,
    ladder,
    keyboardTicks,
    t,
    probe,
  ]);

  // One stable handler per cell, betting the price the cell shows when clicked.
  const onBet = useMemo(() => {
    const parsed = parseRunnerKey(runnerKey);
    if (requestBet === undefined || parsed === undefined) return undefined;
    const handler = (side: Side, position: number) => (at: number) => {
      const price = (side === 'BACK' ? drawn.current.back : drawn.current.lay)[position];
      // The grid shows outcomes as toasts only; the ladder also queues them in popups.
      void requestBet({ marketId, ...parsed, side, price, source: 'grid', at });
    };
    return {
      BACK: POSITIONS.map((at) => handler('BACK', at)),
      LAY: POSITIONS.map((at) => handler('LAY', at)),
    };
  }, [requestBet, marketId, runnerKey]);

  return (
    <tr
      ref={row}
      className={styles.row}
      data-winner={winner}
      data-runner={runnerKey}
      data-keyboard-selected={keyboardTicks !== undefined}
    >
      <th
        scope="row"
        className={styles.runner}
        aria-description={keyboardTicks === undefined ? undefined : t('keyboard.selectedRunner')}
      >
        <span className={styles.name}>
          {label !== undefined && <span className={styles.label}>{label}</span>}
          {name}
          {winner && <span className={styles.winner}>{t('grid.winner')}</span>}
        </span>
        <RacingRunnerLine marketId={marketId} runnerKey={runnerKey} runnerName={name} />
        <span className={styles.details}>
          {profit !== undefined && (
            <span
              className={profit >= 0 ? styles.win : styles.lose}
              aria-label={t('grid.profitIfWins', { runner: name, profit: profit.toFixed(2) })}
            >
              {profit.toFixed(2)}
            </span>
          )}
          {runnerClosing?.(marketId, runnerKey)}
          <WeightOfMoneySlot ref={weight} />
          <span ref={traded} />
          <span ref={lastTraded} />
        </span>
      </th>
      {POSITIONS.map((position) => (
        <PriceCell
          key={`b${position}`}
          side="BACK"
          best={position === GRID_LEVELS - 1}
          onBet={onBet?.BACK[position]}
        />
      ))}
      {POSITIONS.map((position) => (
        <PriceCell key={`l${position}`} side="LAY" best={position === 0} onBet={onBet?.LAY[position]} />
      ))}
    </tr>
  );
});
