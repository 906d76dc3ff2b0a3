// The racing line's inert stand-in hands the focus to the live trigger when the details panel's
// chunk arrives: a keyboard user who tabbed to the line while the chunk loaded keeps their place.
// An isolated file (vitest.config.ts): the chunk is held back here until the test lets it in, and
// a lazy chunk arrives once per module.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { RacingRunnersContext } from '@/lib/racing/racing-runners-context';
import { racingRunner } from '@/lib/racing/runner-metadata';
import { createTestLiveExchange, LiveExchangeTestProvider } from '@/testing/live-exchange-test-kit';
import { RacingRunnerLine } from './racing-runner-line';

const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});

vi.mock('./runner-details-popover', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const KEY = '77_0';
const HORSE = racingRunner({ CLOTH_NUMBER: '3', JOCKEY_NAME: 'J Smith' })!;

beforeEach(async () => {
  await initI18n('en');
});

describe('RacingRunnerLine while the details chunk loads', () => {
  it('keeps the focus on the line when the live trigger replaces the inert one', async () => {
    render(
      <LiveExchangeTestProvider kit={createTestLiveExchange()}>
        <RacingRunnersContext.Provider value={{ greyhounds: false, runners: new Map([[KEY, HORSE]]) }}>
          <RacingRunnerLine marketId="1.500" runnerKey={KEY} runnerName="Silent Quest" />
        </RacingRunnersContext.Provider>
      </LiveExchangeTestProvider>,
    );
    const standIn = screen.getByRole('button', { name: '3 J Smith, details of Silent Quest' });
    expect(standIn).toHaveAttribute('aria-disabled', 'true');
    standIn.focus();
    await act(async () => {
      chunk.arrive();
      await chunk.arrived;
    });
    const live = await screen.findByRole('button', {
      name: '3 J Smith, details of Silent Quest',
      expanded: false,
    });
    expect(live).not.toBe(standIn);
    expect(live).toHaveFocus();
  });
});
