import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { BetRequestContext, type RequestBet } from '@/lib/market/bet-request';
import { useSettingsStore } from '@/lib/storage/settings-store';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  type TestLiveExchange,
} from '@/testing/live-exchange-test-kit';
import { GridRowRenderProbeContext } from '../model/row-render-probe';
import { GridView } from './grid-view';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
});

const MARKET = '1.200';
const names = { '11_0': 'Arsenal', '12_0': 'Chelsea', '13_0': 'The Draw' };

function setUp(
  options: {
    probe?: (key: string) => void;
    onRender?: ProfilerOnRenderCallback;
    requestBet?: RequestBet;
    runnerNames?: Readonly<Record<string, string>>;
  } = {},
) {
  const kit = createTestLiveExchange();
  const requestBet = options.requestBet ?? vi.fn<RequestBet>();
  render(
    <LiveExchangeTestProvider kit={kit}>
      <BetRequestContext.Provider value={requestBet}>
        <GridRowRenderProbeContext.Provider value={options.probe}>
          <Profiler id="grid" onRender={options.onRender ?? (() => undefined)}>
            <GridView
              eventId="1"
              marketId={MARKET}
              marketName="Match Odds"
              runnerNames={options.runnerNames ?? names}
            />
          </Profiler>
        </GridRowRenderProbeContext.Provider>
      </BetRequestContext.Provider>
    </LiveExchangeTestProvider>,
  );
  return { kit, requestBet };
}

function openMarket(kit: TestLiveExchange, extra: Parameters<typeof marketDefinition>[1] = {}) {
  act(() => {
    kit.applyMarket(
      marketImage(
        MARKET,
        marketDefinition([runnerDefinition(11), runnerDefinition(12), runnerDefinition(13)], extra),
        [
          {
            id: 11,
            atb: [
              [2.5, 100],
              [2.48, 50],
              [2.46, 20],
            ],
            atl: [
              [2.52, 80],
              [2.54, 10],
            ],
            tv: 12345,
            ltp: 2.5,
          },
          { id: 12, atb: [[3.1, 40]], atl: [[3.2, 30]] },
          { id: 13, atb: [[3.4, 10]], atl: [[3.5, 5]] },
        ],
      ),
    );
  });
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('grid view (trading-core §2)', () => {
  it('names each line of a double-line market with its handicap after the runner name, without catalogue names', () => {
    const { kit } = setUp();
    act(() =>
      kit.applyMarket(
        marketImage(
          MARKET,
          marketDefinition(
            [
              runnerDefinition(11, { hc: -0.5, sortPriority: 1 }),
              runnerDefinition(11, { hc: 0.5, sortPriority: 2 }),
              runnerDefinition(12, { hc: 0.5, sortPriority: 3 }),
            ],
            { bettingType: 'ASIAN_HANDICAP_DOUBLE_LINE' },
          ),
        ),
      ),
    );
    expect(rowNames().map((text) => text.split('-Traded')[0])).toEqual(['11 -0.5', '11 0.5', '12 0.5']);
  });

  it('shows one row per runner in 1-x-2 order for a three-runner market with a draw', () => {
    const { kit } = setUp();
    openMarket(kit);
    expect(rowNames()).toEqual([
      expect.stringMatching(/^1Arsenal/),
      expect.stringMatching(/^xThe Draw/),
      expect.stringMatching(/^2Chelsea/),
    ]);
  });

  it("finds the draw by the exchange's draw selection id when it is named in another language", () => {
    const { kit } = setUp({ runnerNames: { '11_0': 'Arsenal', '12_0': 'Chelsea', '58805_0': 'Empate' } });
    act(() => {
      kit.applyMarket(
        marketImage(
          MARKET,
          marketDefinition([
            runnerDefinition(58805, { sortPriority: 1 }),
            runnerDefinition(12, { sortPriority: 3 }),
            runnerDefinition(11, { sortPriority: 2 }),
          ]),
        ),
      );
    });
    expect(rowNames()).toEqual([
      expect.stringMatching(/^1Arsenal/),
      expect.stringMatching(/^xEmpate/),
      expect.stringMatching(/^2Chelsea/),
    ]);
  });

  it('orders by sort priority, or by best odd with the sort button, and hides removed runners', async () => {
    const { kit } = setUp();
    act(() => {
      kit.applyMarket(
        marketImage(
          MARKET,
          marketDefinition([
            runnerDefinition(11, { sortPriority: 2 }),
            runnerDefinition(12, { sortPriority: 1 }),
            runnerDefinition(14, { sortPriority: 3 }),
            runnerDefinition(15, { sortPriority: 4, status: 'REMOVED' }),
          ]),
          [
            { id: 11, atb: [[1.5, 10]] },
            { id: 12, atb: [[4, 10]] },
            { id: 14, atb: [[2, 10]] },
          ],
        ),
      );
    });
    expect(rowNames()).toEqual([
      expect.stringMatching(/^Chelsea/),
      expect.stringMatching(/^Arsenal/),
      expect.stringMatching(/^14/),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by best odd' }));
    expect(rowNames()).toEqual([
      expect.stringMatching(/^Arsenal/),
      expect.stringMatching(/^14/),
      expect.stringMatching(/^Chelsea/),
    ]);
    expect(screen.queryByText('15')).not.toBeInTheDocument();
  });

  it('shows 3 levels per side and bets the column side at the clicked odd', async () => {
    const { kit, requestBet } = setUp();
    openMarket(kit);
    await userEvent.click(screen.getByRole('button', { name: 'Back Arsenal at 2.46 (20 available)' }));
    expect(requestBet).toHaveBeenLastCalledWith({
      marketId: MARKET,
      selectionId: 11,
      handicap: 0,
      side: 'BACK',
      price: 2.46,
      source: 'grid',
      at: expect.any(Number) as number, // the click event's timestamp (double-click filter)
    });
    await userEvent.click(screen.getByRole('button', { name: 'Lay Arsenal at 2.52 (80 available)' }));
    expect(requestBet).toHaveBeenLastCalledWith(expect.objectContaining({ side: 'LAY', price: 2.52 }));
    // An empty cell bets with no odd (the placement uses 1000 back / 1.01 lay).
    await userEvent.click(screen.getAllByRole('button', { name: 'Lay Arsenal, no odd offered' })[0]!);
    expect(requestBet).toHaveBeenLastCalledWith(expect.objectContaining({ side: 'LAY', price: undefined }));
  });

  it('swaps the books under Back and Lay with MARKET_MAKE', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_USER_SETTINGS, oddsView: 'MARKET_MAKE' } });
    const { kit } = setUp();
    openMarket(kit);
    expect(screen.getByRole('button', { name: 'Back Arsenal at 2.52 (80 available)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lay Arsenal at 2.5 (100 available)' })).toBeInTheDocument();
  });

  it('formats traded volume, shows weight of money, and highlights changes', () => {
    const { kit } = setUp();
    openMarket(kit);
    const arsenal = screen.getAllByRole('row')[1]!;
    expect(within(arsenal).getByText('Traded 12.3k')).toHaveAttribute('data-changed', 'false');
    // Back 100/50/20 and lay 80/10 weighted 50/30/20: (5000+1500+400)/(6900+4000+300) = 62%.
    expect(within(arsenal).getByText('62%')).toBeInTheDocument();
    act(() => kit.applyMarket({ id: MARKET, rc: [{ id: 11, tv: 20000, ltp: 2.52 }] }));
    expect(within(arsenal).getByText('Traded 20.0k')).toHaveAttribute('data-changed', 'true');
    const firstFlash = within(arsenal).getByText('Last traded 2.52');
    expect(firstFlash).toHaveAttribute('data-changed', 'true');
    // Back to the first price is a change too: a fresh element restarts the 1 s highlight.
    act(() => kit.applyMarket({ id: MARKET, rc: [{ id: 11, ltp: 2.5 }] }));
    const secondFlash = within(arsenal).getByText('Last traded 2.5');
    expect(secondFlash).toHaveAttribute('data-changed', 'true');
    expect(secondFlash).not.toBe(firstFlash);
  });

  it('shows weight of money green above 50 %, plain otherwise, and a dash with nothing to weigh', () => {
    const { kit } = setUp();
    openMarket(kit);
    const row = (runnerKey: string) => document.querySelector<HTMLElement>(`tr[data-runner="${runnerKey}"]`)!;
    const [arsenal, second] = [row('11_0'), row('12_0')];
    expect(within(arsenal).getByTitle('Weight of money (back): 62%')).toHaveAttribute('data-tone', 'green');
    // 40 to back at 3.1 against 30 to lay at 3.2: 2000 / (2000 + 1500) = 57%.
    expect(within(second).getByTitle('Weight of money (back): 57%')).toHaveAttribute('data-tone', 'green');
    act(() => kit.applyMarket({ id: MARKET, rc: [{ id: 12, atb: [[3.1, 0]] }] }));
    expect(within(second).getByTitle('Weight of money (back): 0%')).toHaveAttribute('data-tone', 'plain');
    act(() => kit.applyMarket({ id: MARKET, rc: [{ id: 12, atl: [[3.2, 0]] }] }));
    expect(within(second).getByTitle('Weight of money (back): -')).toHaveTextContent(/^-$/);
    // The other runner's figure did not move.
    expect(within(arsenal).getByText('62%')).toBeInTheDocument();
  });

  it('labels the winner and keeps losers visible once the market is closed', () => {
    const { kit } = setUp();
    act(() => {
      kit.applyMarket(
        marketImage(
          MARKET,
          marketDefinition(
            [runnerDefinition(11, { status: 'WINNER' }), runnerDefinition(12, { status: 'LOSER' })],
            { status: 'CLOSED' },
          ),
        ),
      );
    });
    const [, winner, loser] = screen.getAllByRole('row');
    expect(within(winner!).getByText('WINNER')).toBeInTheDocument();
    expect(winner).toHaveAttribute('data-winner', 'true');
    expect(loser).toHaveAttribute('data-winner', 'false');
  });

  it('shows the profit if each runner wins from the matched bets', () => {
    const { kit } = setUp();
    openMarket(kit);
    act(() => kit.applyOrders({ id: MARKET, orc: [{ id: 11, mb: [[2.5, 10]] }] }));
    expect(screen.getByLabelText('If Arsenal wins: 15.00')).toBeInTheDocument();
    expect(screen.getByLabelText('If Chelsea wins: -10.00')).toBeInTheDocument();
  });

  it('counts bets on a runner hidden as LOSER in what each shown runner is worth', () => {
    const { kit } = setUp();
    openMarket(kit);
    act(() => {
      kit.applyMarket({
        id: MARKET,
        marketDefinition: marketDefinition([
          runnerDefinition(11),
          runnerDefinition(12),
          runnerDefinition(13, { status: 'LOSER' }),
        ]),
      });
      // Back The Draw 10 at 3.4: the draw is hidden, but its 10 is lost whoever else wins.
      kit.applyOrders({ id: MARKET, orc: [{ id: 13, mb: [[3.4, 10]] }] });
    });
    expect(screen.queryByText('The Draw')).not.toBeInTheDocument();
    expect(screen.getByLabelText('If Arsenal wins: -10.00')).toBeInTheDocument();
  });

  it('redraws only the row of the runner whose price changed, without a React render', () => {
    const draws: string[] = [];
    const renders: string[] = [];
    const { kit } = setUp({ probe: (key) => draws.push(key), onRender: (phase) => renders.push(phase) });
    openMarket(kit);
    expect(renders).not.toEqual([]); // the profiler sees the grid's renders
    draws.length = 0;
    renders.length = 0;
    act(() => kit.applyMarket({ id: MARKET, rc: [{ id: 12, atb: [[3.15, 7]], tv: 900, ltp: 3.15 }] }));
    expect(draws).toEqual(['12_0']);
    expect(renders).toEqual([]);
    const chelsea = document.querySelector<HTMLElement>('tr[data-runner="12_0"]')!;
    expect(
      within(chelsea).getByRole('button', { name: 'Back Chelsea at 3.15 (7 available)' }),
    ).toBeInTheDocument();
    expect(within(chelsea).getByText('Traded 900')).toHaveAttribute('data-changed', 'true');
    expect(within(chelsea).getByText('Last traded 3.15')).toHaveAttribute('data-changed', 'true');
  });

  it('bets the price a redrawn cell shows, and follows the language', async () => {
    const { kit, requestBet } = setUp();
    openMarket(kit);
    const best = screen.getByRole('button', { name: 'Back Arsenal at 2.5 (100 available)' });
    // The best back moves from 2.5 to 2.52: the same button now shows, and bets, 2.52.
    act(() => kit.applyMarket({ id: MARKET, rc: [{ id: 11, atb: [[2.52, 30]] }] }));
    expect(best).toHaveAccessibleName('Back Arsenal at 2.52 (30 available)');
    expect(best).toHaveTextContent('2.5230');
    await userEvent.click(best);
    expect(requestBet).toHaveBeenLastCalledWith(expect.objectContaining({ side: 'BACK', price: 2.52 }));
    await act(() => changeInterfaceLanguage('pt'));
    try {
      expect(best.getAttribute('aria-label')).not.toBe('Back Arsenal at 2.52 (30 available)');
      expect(best.getAttribute('aria-label')).toContain('2.52');
      // A redraw in another language is not a change of the figures: nothing is highlighted.
      const arsenal = document.querySelector<HTMLElement>('tr[data-runner="11_0"]')!;
      expect(arsenal.querySelectorAll('[data-changed="true"]')).toHaveLength(0);
    } finally {
      await act(() => changeInterfaceLanguage('en'));
    }
  });

  it('greys its prices while the market stream is not live (issue 12 item 3)', () => {
    const { kit } = setUp();
    openMarket(kit);
    const grid = screen.getByRole('region', { name: /^Runners of/ });
    expect(grid).toHaveAttribute('data-stale', 'false');
    act(() => kit.streamEvent('market', { type: 'silent' }));
    expect(grid).toHaveAttribute('data-stale', 'true');
    act(() => kit.streamEvent('market', { type: 'reconnected', attempts: 1 }));
    expect(grid).toHaveAttribute('data-stale', 'false');
  });
});
