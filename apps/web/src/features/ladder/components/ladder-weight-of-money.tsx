// trading-core §5 "Weight of money display" in a ladder's header: the runner's BACK column book
// (available to back) against its LAY column book, weighted per depth by the settings' money
// weight. React draws the slot once; after that the figure is computed on every change of its
// market (in the frame's flush) and written straight into the slot, like the ladder's cells: on a
// busy market four headers' figures change most frames, and their React renders (with a
// translation each) were the largest share of the page's React work (bench:web, issue 21 §6).
// Where a worker can draw, the ladder painter draws the figure into a canvas in the slot, and the
// page writes its tooltip only when the figure is first drawn and while the pointer is over it:
// a title is an attribute the browser's own stylesheet reads (abbr[title]), so writing it on every
// change restyled the four headers in every frame of a busy market (bench:web, issue 21 §6), for a
// tooltip nobody sees until they point at it. Pointing at it writes the figure of that moment.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { WEIGHT_OF_MONEY_LEVELS, weightOfMoney, type WeightOfMoney } from '@greenbook/trading';
import { drawWeightOfMoney, toneOf, WeightOfMoneySlot } from '@/components/ui/weight-of-money-figure';
import { setAttribute } from '@/lib/dom/write-in-place';
import { useCachedTranslation } from '@/lib/i18n/cached-translation';
import { useSetting } from '@/lib/storage/settings-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { ladderPainter } from '../paint/ladder-painter';
import { measureFigureBox } from '../paint/measure-ladder';
import { useLookObserver } from '../paint/use-look-observer';

const sizes = (levels: ReadonlyArray<readonly [price: number, size: number]>) =>
  levels.map(([, size]) => size);

export function LadderWeightOfMoney({ marketId, runnerKey }: { marketId: string; runnerKey: string }) {
  const { t } = useCachedTranslation();
  const moneyWeight = useSetting('moneyWeight');
  const live = useLiveExchange();
  const slot = useRef<HTMLSpanElement>(null);
  const painter = ladderPainter();
  const [figureId] = useState(() => painter?.id());
  const measure = useMemo(() => {
    if (painter === undefined || figureId === undefined) return undefined;
    return () => {
      const look = slot.current === null ? undefined : measureFigureBox(slot.current);
      if (look !== undefined) painter.figureLook(figureId, look);
    };
  }, [painter, figureId]);
  // The painted figure's canvas, handed to the worker before the first figure is sent.
  useLayoutEffect(() => {
    const element = slot.current;
    if (element === null || painter === undefined || figureId === undefined) return undefined;
    const dropFigure = painter.figure(figureId, element);
    measure?.();
    return dropFigure;
  }, [painter, figureId, measure]);
  useLookObserver(slot, measure);
  // Drawn before the header is first painted, then on each change of the market. Each label is
  // translated once per figure text ('-', '0%'…'100%'): i18next's t was most of the draw's time.
  useLayoutEffect(() => {
    const element = slot.current;
    if (element === null) return undefined;
    let painted = '';
    let pointedAt = false;
    let label = '';
    const draw = () => {
      const runner = live.market(marketId)?.runners.get(runnerKey);
      const weight: WeightOfMoney = weightOfMoney(
        sizes(runner?.bestBack(WEIGHT_OF_MONEY_LEVELS) ?? []),
        sizes(runner?.bestLay(WEIGHT_OF_MONEY_LEVELS) ?? []),
        moneyWeight,
      );
      label = t('ladder.weightOfMoney', { value: weight.text });
      if (painter === undefined || figureId === undefined) {
        drawWeightOfMoney(element, weight, label);
        return;
      }
      if (pointedAt || !element.hasAttribute('title')) setAttribute(element, 'title', label);
      const tone = toneOf(weight);
      if (painted === `${tone} ${weight.text}`) return;
      painted = `${tone} ${weight.text}`;
      painter.figureText(figureId, weight.text, tone);
    };
    const enter = () => {
      pointedAt = true;
      setAttribute(element, 'title', label);
    };
    const leave = () => {
      pointedAt = false;
    };
    draw();
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    const offMarket = live.onMarket(marketId, draw);
    return () => {
      offMarket();
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, [live, marketId, runnerKey, moneyWeight, t, painter, figureId]);
  return <WeightOfMoneySlot ref={slot} />;
}
