import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { useMarketSelector } from './use-live';

const MARKET_ID = '1.500';

interface BestBack {
  readonly price: number | undefined;
}

/** Draws runner 1's best back price, computed afresh (a new object) on every market change. */
function BestBackFigure() {
  const best = useMarketSelector(
    MARKET_ID,
    (market): BestBack => ({ price: market?.runners.get('1_0')?.bestBack(1)[0]?.[0] }),
    (before, after) => before.price === after.price,
  );
  return <output aria-label="best back">{best.price ?? '-'}</output>;
}

describe('useMarketSelector with isEqual', () => {
  it('re-renders when what it shows changes, not on every change of the market', () => {
    const kit = createTestLiveExchange();
    act(() =>
      kit.applyMarket(
        marketImage(MARKET_ID, marketDefinition([runnerDefinition(1), runnerDefinition(2)]), [
          { id: 1, atb: [[2.5, 10]] },
        ]),
      ),
    );
    // React's Profiler tells each commit of the figure.
    const renders = { count: 0 };
    render(
      <LiveExchangeTestProvider kit={kit}>
        <Profiler id="figure" onRender={() => (renders.count += 1)}>
          <BestBackFigure />
        </Profiler>
      </LiveExchangeTestProvider>,
    );
    expect(screen.getByRole('status', { name: 'best back' })).toHaveTextContent('2.5');
    const drawn = renders.count;

    // Other prices move: the figure is the same, so nothing is drawn again.
    act(() => kit.applyMarket({ id: MARKET_ID, rc: [{ id: 1, atl: [[2.6, 4]] }] }));
    act(() => kit.applyMarket({ id: MARKET_ID, rc: [{ id: 2, atb: [[3, 7]] }] }));
    act(() => kit.applyMarket({ id: MARKET_ID, rc: [{ id: 1, atb: [[2.5, 12]] }] }));
    expect(renders.count).toBe(drawn);

    // The best back moves: drawn again with it.
    act(() => kit.applyMarket({ id: MARKET_ID, rc: [{ id: 1, atb: [[2.52, 3]] }] }));
    expect(screen.getByRole('status', { name: 'best back' })).toHaveTextContent('2.52');
    expect(renders.count).toBe(drawn + 1);
  });
});
