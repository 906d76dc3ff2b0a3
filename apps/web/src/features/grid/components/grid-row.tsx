// One runner of the grid (trading-core §2): name (1/x/2 label, WINNER), profit if it wins, weight
// of money, traded volume and last traded price (highlighted 1 s on change), 3 back and 3 lay
// prices. The row subscribes to its own runner only, so another runner's price change does not
// re-render it.
import { memo, useCallback, useContext, useMemo } from 'react';
import {
  convertVolume,
  formatTradedVolume,
  weightOfMoney,
  type MoneyWeight,
  type OddsView,
  type OneXTwoLabel,
  type PriceLadder,
  type Side,
} from '@greenbook/trading';
import { RacingRunnerLine } from '@/components/racing/racing-runner-line';
import { WeightOfMoneyFigure } from '@/components/ui/weight-of-money-figure';
import { keyboardPrice } from '@/lib/commands/keyboard-price';
import { useKeyboardTicks } from '@/lib/commands/use-keyboard-trading';
import { BetRequestContext } from '@/lib/market/bet-request';
import { RunnerClosingContext } from '@/lib/market/runner-closing';
import { useRunner } from '@/lib/stream/use-live';
import { useOrdersValue } from '../hooks/use-orders-value';
import { GRID_LEVELS, gridPrices, type PriceLevel } from '../model/grid-prices';
import { marketProfits } from '../model/market-profits';
import { GridRowRenderProbeContext } from '../model/row-render-probe';
import { ChangeFlash } from './change-flash';
import { PriceCell } from './price-cell';
import { useCachedTranslation } from '@/lib/i18n/cached-translation';
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

const levels = (book: readonly PriceLevel[]): Array<PriceLevel | undefined> =>
  Array.from({ length: GRID_LEVELS }, (_, index) => book[index]);

export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { marketId, runnerKey, name, label, oddsView, moneyWeight, conversionRate } = props;
  const { t } = useCachedTranslation();
  useContext(GridRowRenderProbeContext)?.(runnerKey);
  const runner = useRunner(marketId, runnerKey);
  const requestBet = useContext(BetRequestContext);
  const runnerClosing = useContext(RunnerClosingContext);
  const keys = useMemo(() => props.marketRunnerKeys.split(','), [props.marketRunnerKeys]);
  const profit = useOrdersValue(marketId, (orders) =>
    marketProfits(orders, keys, props.numberOfWinners)?.get(runnerKey),
  );
  const onBet = useCallback(
    (side: Side, price: number | undefined, at: number) => {
      if (runner === undefined) return;
      // The grid shows outcomes as toasts only; the ladder also queues them in popups.
      void requestBet?.({
        marketId,
        selectionId: runner.selectionId,
        handicap: runner.handicap,
        side,
        price,
        source: 'grid',
        at,
      });
    },
    [requestBet, marketId, runner],
  );

  const prices = gridPrices(runner, oddsView);
  const weight = weightOfMoney(
    prices.back.map(([, size]) => size),
    prices.lay.map(([, size]) => size),
    moneyWeight,
  );
  const traded = runner === undefined ? 0 : runner.totalMatched || runner.traded.total();
  const tradedText = formatTradedVolume(convertVolume(traded, conversionRate) ?? 0) ?? '';
  const lastTraded = runner?.lastPriceTraded;
  const winner = runner?.status === 'WINNER';
  const click = requestBet === undefined ? undefined : onBet;
  // Issue 21 §5: the keyboard's runner is outlined and the prices its keys would bet are marked
  // (outlines only, so nothing moves); with the price stepped past the three levels, no cell is.
  const keyboardTicks = useKeyboardTicks(marketId, runnerKey);
  const keyboard = (side: Side) =>
    keyboardTicks === undefined
      ? undefined
      : keyboardPrice(props.ladder, (side === 'BACK' ? prices.back : prices.lay)[0]?.[0], keyboardTicks);
  const keyboardBack = keyboard('BACK');
  const keyboardLay = keyboard('LAY');

  return (
    <tr
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
          <WeightOfMoneyFigure weight={weight} label={t('grid.weightOfMoney', { value: weight.text })} />
          <ChangeFlash value={String(traded)}>{t('grid.traded', { volume: tradedText })}</ChangeFlash>
          <ChangeFlash value={String(lastTraded ?? '')}>
            {lastTraded === undefined ? '' : t('grid.lastTraded', { price: lastTraded })}
          </ChangeFlash>
        </span>
      </th>
      {levels(prices.back)
        .reverse()
        .map((level, index) => (
          <PriceCell
            key={`b${index}`}
            side="BACK"
            runnerName={name}
            price={level?.[0]}
            size={level?.[1]}
            best={index === GRID_LEVELS - 1}
            keyboardTarget={level !== undefined && level[0] === keyboardBack}
            conversionRate={conversionRate}
            onBet={click}
          />
        ))}
      {levels(prices.lay).map((level, index) => (
        <PriceCell
          key={`l${index}`}
          side="LAY"
          runnerName={name}
          price={level?.[0]}
          size={level?.[1]}
          best={index === 0}
          keyboardTarget={level !== undefined && level[0] === keyboardLay}
          conversionRate={conversionRate}
          onBet={click}
        />
      ))}
    </tr>
  );
});
