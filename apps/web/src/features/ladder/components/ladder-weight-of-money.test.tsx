import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { MARKET_ID, polyfillScroll, renderLadder, resetStores } from './ladder-test-setup';

beforeAll(async () => {
  await initI18n('en');
  polyfillScroll();
});
beforeEach(resetStores);

const figureOf = (runner: string) =>
  within(screen.getByRole('region', { name: runner })).getByTitle(/^Weight of money \(back\)/);

describe('ladder weight of money (trading-core §5)', () => {
  it("weighs the runner's three best levels per side by the settings, green above 50 %", () => {
    const { kit } = renderLadder();
    // Alpha: back 100 at 2.5 and 40 at 2.48, lay 50 at 2.52, weighted 50/30/20:
    // (5000 + 1200) / (5000 + 1200 + 2500) = 71%.
    expect(figureOf('Alpha')).toHaveTextContent('71%');
    expect(figureOf('Alpha')).toHaveAttribute('data-tone', 'green');
    // Beta: 20 to back against 10 to lay = 67%.
    expect(figureOf('Beta')).toHaveTextContent('67%');

    // More to lay on Alpha: 6200 / (6200 + 25000) = 20%, not green; Beta keeps its figure.
    act(() => kit.applyMarket({ id: MARKET_ID, rc: [{ id: 1, atl: [[2.52, 500]] }] }));
    expect(figureOf('Alpha')).toHaveTextContent('20%');
    expect(figureOf('Alpha')).toHaveAttribute('data-tone', 'plain');
    expect(figureOf('Beta')).toHaveTextContent('67%');

    // Nothing left to weigh: a dash.
    act(() =>
      kit.applyMarket({
        id: MARKET_ID,
        rc: [
          {
            id: 1,
            atb: [
              [2.5, 0],
              [2.48, 0],
            ],
            atl: [[2.52, 0]],
          },
        ],
      }),
    );
    expect(figureOf('Alpha')).toHaveTextContent(/^-$/);
    expect(figureOf('Alpha')).toHaveAttribute('data-tone', 'plain');
  });

  it('follows the money weight setting', () => {
    renderLadder();
    act(() =>
      useSettingsStore.setState({
        settings: { ...DEFAULT_USER_SETTINGS, moneyWeight: { bestOdd: 100, secondOdd: 0, thirdOdd: 0 } },
      }),
    );
    // Only the best levels count: 100 / (100 + 50) = 67%.
    expect(figureOf('Alpha')).toHaveTextContent('67%');
  });

  it("redraws the figure's tooltip in the trader's language", async () => {
    renderLadder();
    await act(() => initI18n('pt'));
    expect(
      within(screen.getByRole('region', { name: 'Alpha' })).getByTitle('Peso do dinheiro (a favor): 71%'),
    ).toHaveTextContent('71%');
  });
});
