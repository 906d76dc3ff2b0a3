// trading-core §5 "Weight of money display" in a ladder's header: the runner's BACK column book
// (available to back) against its LAY column book, weighted per depth by the settings' money
// weight. React draws the slot once; after that the figure is computed on every change of its
// market (in the frame's flush) and written straight into the slot, like the ladder's cells: on a
// busy market four headers' figures change most frames, and their React renders (with a
// translation each) were the largest share of the page's React work (bench:web, issue 21 §6).
import { useLayoutEffect, useRef } from 'react';
import { WEIGHT_OF_MONEY_LEVELS, weightOfMoney, type WeightOfMoney } from '@greenbook/trading';
import { drawWeightOfMoney, WeightOfMoneySlot } from '@/components/ui/weight-of-money-figure';
import { useCachedTranslation } from '@/lib/i18n/cached-translation';
import { useSetting } from '@/lib/storage/settings-store';
import { useLiveExchange } from '@/lib/stream/use-live';

const sizes = (levels: ReadonlyArray<readonly [price: number, size: number]>) =>
  levels.map(([, size]) => size);

export function LadderWeightOfMoney({ marketId, runnerKey }: { marketId: string; runnerKey: string }) {
  const { t } = useCachedTranslation();
  const moneyWeight = useSetting('moneyWeight');
  const live = useLiveExchange();
  const slot = useRef<HTMLSpanElement>(null);
  // Drawn before the header is first painted, then on each change of the market. Each label is
  // translated once per figure text ('-', '0%'…'100%'): i18next's t was most of the draw's time.
  useLayoutEffect(() => {
    const element = slot.current;
    if (element === null) return undefined;
    const draw = () => {
      const runner = live.market(marketId)?.runners.get(runnerKey);
      const weight: WeightOfMoney = weightOfMoney(
        sizes(runner?.bestBack(WEIGHT_OF_MONEY_LEVELS) ?? []),
        sizes(runner?.bestLay(WEIGHT_OF_MONEY_LEVELS) ?? []),
        moneyWeight,
      );
      drawWeightOfMoney(element, weight, t('ladder.weightOfMoney', { value: weight.text }));
    };
    draw();
    return live.onMarket(marketId, draw);
  }, [live, marketId, runnerKey, moneyWeight, t]);
  return <WeightOfMoneySlot ref={slot} />;
}
