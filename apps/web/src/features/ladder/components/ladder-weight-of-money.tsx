// trading-core §5 "Weight of money display" in a ladder's header: the runner's BACK column book
// (available to back) against its LAY column book, weighted per depth by the settings' money
// weight. It is computed on every change of its runner, and re-renders only when the figure it
// shows changes (4 ladders of a busy market change 100 times a second; the figure far less often).
import { useTranslation } from 'react-i18next';
import { WEIGHT_OF_MONEY_LEVELS, weightOfMoney, type WeightOfMoney } from '@greenbook/trading';
import { WeightOfMoneyFigure } from '@/components/ui/weight-of-money-figure';
import { useSetting } from '@/lib/storage/settings-store';
import { useMarketSelector } from '@/lib/stream/use-live';

const sizes = (levels: ReadonlyArray<readonly [price: number, size: number]>) =>
  levels.map(([, size]) => size);

/** The same figure drawn: its text and its tone. */
const sameFigure = (before: WeightOfMoney, after: WeightOfMoney) =>
  before.text === after.text &&
  (before.kind === 'percent' ? before.tone : 'plain') === (after.kind === 'percent' ? after.tone : 'plain');

export function LadderWeightOfMoney({ marketId, runnerKey }: { marketId: string; runnerKey: string }) {
  const { t } = useTranslation();
  const moneyWeight = useSetting('moneyWeight');
  const weight = useMarketSelector(
    marketId,
    (market) => {
      const runner = market?.runners.get(runnerKey);
      return weightOfMoney(
        sizes(runner?.bestBack(WEIGHT_OF_MONEY_LEVELS) ?? []),
        sizes(runner?.bestLay(WEIGHT_OF_MONEY_LEVELS) ?? []),
        moneyWeight,
      );
    },
    sameFigure,
  );
  return <WeightOfMoneyFigure weight={weight} label={t('ladder.weightOfMoney', { value: weight.text })} />;
}
