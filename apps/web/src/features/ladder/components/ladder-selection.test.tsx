import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASSIC_LADDER } from '@greenbook/trading';
import { initI18n } from '@/lib/i18n/i18n';
import type { RequestBet } from '@/lib/market/bet-request';
import { useSidebarRunnerStore } from '@/lib/sidebar-runner/sidebar-runner-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { chooseOption } from '@/testing/choose-option';
import { marketDefinition, runnerDefinition } from '@/testing/live-exchange-test-kit';
import { MARKET_ID, polyfillScroll, renderLadder, resetStores } from './ladder-test-setup';

beforeAll(async () => {
  await initI18n('en');
  polyfillScroll();
});
beforeEach(resetStores);
afterEach(() => {
  window.innerWidth = 1024;
});

const shownLadders = () =>
  [...document.querySelectorAll('[data-runner]')].map((element) => element.getAttribute('aria-label'));

describe('ladder selection', () => {
  it('toggles ladders from the options and warns past the maximum for the screen', async () => {
    renderLadder();
    expect(shownLadders()).toEqual(['Beta', 'Alpha']);
    await userEvent.click(screen.getByRole('button', { name: 'Ladder options' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(
      await screen.findByText(
        'Reached maximum ladders for this screen size: 2 Please deselect some ladder before choosing a new one.',
      ),
    ).toBeInTheDocument();
    expect(shownLadders()).toEqual(['Beta', 'Alpha']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(shownLadders()).toEqual(['Beta', 'Gamma']);
  });

  it('removes, swaps and sends a runner to the sidebar from its header', async () => {
    renderLadder();
    await chooseOption(userEvent.setup(), 'Swap the runner of the Beta ladder', 'Gamma');
    expect(shownLadders()).toEqual(['Gamma', 'Alpha']);
    useSettingsStore.getState().update({ hideSidebar: true });
    await userEvent.click(screen.getByRole('button', { name: 'Show Alpha in the sidebar chart' }));
    expect(useSidebarRunnerStore.getState().byMarket[MARKET_ID]).toBe('1_0');
    expect(useSettingsStore.getState().settings.hideSidebar).toBe(false); // the chart is in the sidebar
    await userEvent.click(screen.getByRole('button', { name: 'Show Alpha in the sidebar chart' }));
    expect(useSidebarRunnerStore.getState().byMarket[MARKET_ID]).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the Gamma ladder' }));
    expect(shownLadders()).toEqual(['Alpha']);
  });

  it('keeps a removed ladder away when the ladder view is drawn again (Grid → Ladder)', async () => {
    renderLadder();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the Alpha ladder' }));
    cleanup();
    renderLadder();
    expect(shownLadders()).toEqual(['Beta']);
  });

  it('keeps a removed ladder away when a runner changes, and refills when a shown runner goes', async () => {
    const { kit } = renderLadder();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the Alpha ladder' }));
    expect(shownLadders()).toEqual(['Beta']);
    // Gamma is removed from the race: the runner list changes, Beta's ladder stays alone.
    act(() =>
      kit.applyMarket({
        id: MARKET_ID,
        marketDefinition: marketDefinition([
          runnerDefinition(1),
          runnerDefinition(2),
          runnerDefinition(3, { status: 'REMOVED' }),
        ]),
      }),
    );
    expect(shownLadders()).toEqual(['Beta']);
    // Beta goes too: its slot is filled with the next runner by priority.
    act(() =>
      kit.applyMarket({
        id: MARKET_ID,
        marketDefinition: marketDefinition([
          runnerDefinition(1),
          runnerDefinition(2, { status: 'REMOVED' }),
          runnerDefinition(3, { status: 'REMOVED' }),
        ]),
      }),
    );
    expect(shownLadders()).toEqual(['Alpha']);
  });

  it('recomputes the number of ladders on resize and fills by sort priority', async () => {
    renderLadder();
    act(() => {
      window.innerWidth = 1600; // 3 ladders under 2000 px
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(shownLadders()).toEqual(['Beta', 'Alpha', 'Gamma']));
    act(() => {
      window.innerWidth = 500;
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(shownLadders()).toEqual(['Beta']));
  });

  it('keeps the ladders a pointer is over until it leaves them, so no price moves under it', async () => {
    renderLadder();
    const ladders = document.querySelector('[data-runner]')!.parentElement!;
    fireEvent.pointerEnter(ladders);
    act(() => {
      window.innerWidth = 500; // a phone rotated: 1 ladder
      window.dispatchEvent(new Event('resize'));
    });
    // Past the 100 ms resize debounce, the two ladders under the pointer are still drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(shownLadders()).toEqual(['Beta', 'Alpha']);
    fireEvent.pointerLeave(ladders);
    await waitFor(() => expect(shownLadders()).toEqual(['Beta']));
  });
});

describe('ladder speed', () => {
  it('re-renders only the row whose price level changed', async () => {
    const probe = vi.fn();
    const { kit } = renderLadder({}, { probe });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    probe.mockClear();
    act(() => kit.applyMarket({ id: MARKET_ID, rc: [{ id: 1, atb: [[2.48, 45]] }] }));
    expect(probe.mock.calls).toEqual([['1_0', CLASSIC_LADDER.indexOf(2.48)]]);
    expect(screen.getByRole('button', { name: 'BACK at 2.48' })).toHaveTextContent('45');
    probe.mockClear();
    // A runner without a ladder, or a price off screen, re-renders nothing.
    act(() =>
      kit.applyMarket({
        id: MARKET_ID,
        rc: [
          { id: 3, atb: [[5, 9]] },
          { id: 1, atb: [[900, 1]] },
        ],
      }),
    );
    expect(probe).not.toHaveBeenCalled();
  });

  it('virtualises FINEST ladders (99,900 prices) to the visible rows', () => {
    renderLadder({}, { definition: { priceLadderDefinition: { type: 'FINEST' } } });
    const alpha = screen.getByTestId('ladder-body-1_0');
    expect(alpha.querySelectorAll('[data-tick]').length).toBeLessThan(60);
    expect(within(alpha).getByRole('button', { name: 'BACK at 2.51' })).toBeInTheDocument();
  });
});

describe('ladder bet popups', () => {
  it('queues the outcomes, one at a time, and drops those whose runner has no ladder any more', async () => {
    const onPlaceBet = vi.fn<RequestBet>(() => Promise.resolve({ ok: true, stake: 2 }));
    renderLadder({}, { requestBet: onPlaceBet });
    await userEvent.click(screen.getByRole('button', { name: 'BACK at 2.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'LAY at 1.82' }));
    await userEvent.click(screen.getByRole('button', { name: 'BACK at 2.48' }));
    expect(screen.getByRole('status')).toHaveTextContent('Bet placedBACK Alpha @ 2.5 · stake 2.00');
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toHaveTextContent('LAY Beta @ 1.82');
    // The next popup is Alpha's: once Alpha loses its ladder, its popups are dropped.
    await userEvent.click(screen.getByRole('button', { name: 'Remove the Alpha ladder' }));
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ladder options order', () => {
  const optionNames = () =>
    within(screen.getByRole('group', { name: 'Runners with a ladder' }))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);

  it('lists the runners in the market order, whatever the stream order, and keeps it while ticking', async () => {
    // The stream lists Gamma, Alpha, Beta (not by sort priority); Beta is the favourite, then Alpha.
    renderLadder(
      {},
      { definition: { runners: [runnerDefinition(3), runnerDefinition(1), runnerDefinition(2)] } },
    );
    expect(shownLadders()).toEqual(['Beta', 'Alpha']);
    await userEvent.click(screen.getByRole('button', { name: 'Ladder options' }));
    expect(optionNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(shownLadders()).toEqual(['Beta']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(shownLadders()).toEqual(['Beta', 'Gamma']);
    // The lines never moved: the next checkbox stays where the pointer expects it.
    expect(optionNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.getByRole('checkbox', { name: 'Gamma' })).toBeChecked();
  });

  it('lists the runners as the grid does: 1, x, 2 on a three-way market', async () => {
    window.innerWidth = 500; // one ladder
    renderLadder(
      { runnerNames: { '1_0': 'Home', '2_0': 'Away', '3_0': 'The Draw' } },
      {
        // Sort priority Home, Away, The Draw; the grid shows Home, The Draw, Away. Away is the favourite.
        prices: [
          { id: 1, atb: [[3, 10]], atl: [[3.05, 10]] },
          { id: 2, atb: [[2, 10]], atl: [[2.02, 10]] },
          { id: 3, atb: [[3.5, 10]], atl: [[3.55, 10]] },
        ],
      },
    );
    await waitFor(() => expect(shownLadders()).toEqual(['Away']));
    await userEvent.click(screen.getByRole('button', { name: 'Ladder options' }));
    expect(optionNames()).toEqual(['Home', 'The Draw', 'Away']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Away' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Home' }));
    expect(shownLadders()).toEqual(['Home']);
    expect(optionNames()).toEqual(['Home', 'The Draw', 'Away']);
  });
});
