// trading-core §5 "Weight of money display" in a ladder's header: the runner's BACK column book
// (available to back) against its LAY column book, weighted per depth by the settings' money
// weight. It subscribes to its own runner (useRunner: a snapshot of the runner's version), so it
// is recomputed only when that runner's prices change, and re-renders alone, not the header.
import { useTranslation } from 'react-i18next';
import { WEIGHT_OF_MONEY_LEVELS, weightOfMoney } from '@greenbook/trading';
import { WeightOfMoneyFigure } from '@/components/ui/weight-of-money-figure';
import { useSetting } from '@/lib/storage/settings-store';
import { useRunner } from '@/lib/stream/use-live';

const sizes = (levels: ReadonlyArray<readonly [price: number, size: number]>) =>
  levels.map(([, size]) => size);

export function LadderWeightOfMoney({ marketId, runnerKey }: { marketId: string; runnerKey: string }) {
  const { t } = useTranslation();
  const runner = useRunner(marketId, runnerKey);
  const moneyWeight = useSetting('moneyWeight');
  const weight = weightOfMoney(
    sizes(runner?.bestBack(WEIGHT_OF_MONEY_LEVELS) ?? []),
    sizes(runner?.bestLay(WEIGHT_OF_MONEY_LEVELS) ?? []),
    moneyWeight,
  );
  return <WeightOfMoneyFigure weight={weight} label={t('ladder.weightOfMoney', { value: weight.text })} />;
}
