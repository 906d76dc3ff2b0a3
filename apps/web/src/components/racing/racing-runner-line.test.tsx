import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { RacingRunnersContext } from '@/lib/racing/racing-runners-context';
import { racingRunner } from '@/lib/racing/runner-metadata';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  type TestLiveExchange,
} from '@/testing/live-exchange-test-kit';
import { RacingRunnerLine } from './racing-runner-line';

const MARKET = '1.500';
const KEY = '77_0';
const HORSE = racingRunner({
  CLOTH_NUMBER: '3',
  COLOURS_FILENAME: 'c1/77.svg',
  JOCKEY_NAME: 'J Smith',
  TRAINER_NAME: 'K Jones',
})!;

let kit: TestLiveExchange;

beforeEach(async () => {
  await initI18n('en');
  kit = createTestLiveExchange();
});

function renderLine(runners: ReadonlyMap<string, typeof HORSE>) {
  return render(
    <LiveExchangeTestProvider kit={kit}>
      <RacingRunnersContext.Provider value={{ greyhounds: false, runners }}>
        <RacingRunnerLine marketId={MARKET} runnerKey={KEY} runnerName="Silent Quest" />
      </RacingRunnersContext.Provider>
    </LiveExchangeTestProvider>,
  );
}

const lineOf = (container: HTMLElement) => container.querySelector(`[data-racing-runner="${KEY}"]`);

describe('RacingRunnerLine', () => {
  it('holds the line on a racing market before the catalogue has come, so prices never move', () => {
    const { container } = renderLine(new Map());
    expect(lineOf(container)).toBeNull();
    act(() =>
      kit.applyMarket(marketImage(MARKET, marketDefinition([runnerDefinition(77)], { eventTypeId: '7' }))),
    );
    expect(lineOf(container)).not.toBeNull();
    expect(lineOf(container)).toBeEmptyDOMElement();
  });

  it('draws nothing under a runner of another sport', () => {
    act(() => kit.applyMarket(marketImage(MARKET, marketDefinition([runnerDefinition(77)]))));
    const { container } = renderLine(new Map());
    expect(lineOf(container)).toBeNull();
  });

  it('shows silk, number and jockey, and the full details from the keyboard', async () => {
    const user = userEvent.setup();
    renderLine(new Map([[KEY, HORSE]]));
    const trigger = await screen.findByRole('button', { name: '3 J Smith, details of Silent Quest' });
    expect(trigger).toHaveTextContent('3J Smith');
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/feeds_images/Horses/SilkColours/c1/77.svg');
    // The panel's chunk swaps in for the inert line; then the line opens it.
    await screen.findByRole('button', { name: '3 J Smith, details of Silent Quest', expanded: false });
    screen.getByRole('button', { name: /details of Silent Quest/ }).focus();
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'Details of Silent Quest' });
    expect(details).toHaveTextContent('TrainerK Jones');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /details of Silent Quest/ })).toHaveFocus();
  });
});
