import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { eventually } from '@/testing/eventually';
import {
  BASKETBALL_STATE,
  CRICKET_STATE,
  eventTimelines,
  FOOTBALL_STATE,
  FOOTBALL_UPDATES,
  liveState,
  RUGBY_STATE,
  scoresAndBroadcast,
  TENNIS_STATE,
} from '@/testing/in-play-answers';
import { createTestLiveExchange, LiveExchangeTestProvider } from '@/testing/live-exchange-test-kit';
import { LiveScoreButton, LiveScoreSlot } from './live-score-slot';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS, isPremium: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A JSON body to answer with, or a function making the whole Response. */
type Answer = unknown;

/** Stubs the in-play service: each path answers its JSON (or the Response given); records calls. */
function serve(answers: { scores?: Answer; timelines?: Answer }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const answer = url.includes('/eventTimelines?') ? answers.timelines : answers.scores;
    if (typeof answer === 'function') return Promise.resolve((answer as () => Response)());
    if (answer === undefined) return Promise.resolve(new Response('not here', { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  return asked;
}

/** The slot under the title bar, or (`phoneButton`) the phone's title-bar button. */
function renderSlot({ sportId = '1', eventName = 'Arsenal v Chelsea', phoneButton = false } = {}) {
  const Shown = phoneButton ? LiveScoreButton : LiveScoreSlot;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <LiveExchangeTestProvider kit={createTestLiveExchange()}>
        <MemoryRouter>
          <Shown eventId="77" marketId="1.300" eventTypeId={sportId} eventName={eventName} />
        </MemoryRouter>
      </LiveExchangeTestProvider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/** The text of each cell of a row (0: the header, 1: home, 2: away), as screen readers get it. */
async function rowTexts(index: number): Promise<string[]> {
  const rows = await screen.findAllByRole('row');
  return [...rows[index]!.querySelectorAll('th, td')].map((cell) => cell.textContent);
}

describe('football panel (trading-core §2, sport 1)', () => {
  it('shows the score, both halves as 45-minute bars and each goal and card at matchTime / 45', async () => {
    const asked = serve({
      scores: scoresAndBroadcast(FOOTBALL_STATE),
      timelines: eventTimelines(FOOTBALL_UPDATES),
    });
    renderSlot();
    const region = await screen.findByRole('region', { name: 'Live score' });
    expect(await within(region).findByText('Arsenal')).toBeInTheDocument();
    expect(await rowTexts(1)).toEqual(['Arsenal', '2', '', '']);
    expect(await rowTexts(2)).toEqual(['Chelsea', '1', '', '']);
    expect(within(region).getByText('Live')).toBeInTheDocument();
    expect(within(region).getByText('67′')).toBeInTheDocument();
    const [first, second] = within(region).getAllByRole('progressbar');
    expect(first).toHaveAccessibleName('1st half');
    expect(first).toHaveAttribute('aria-valuenow', '45');
    expect(second).toHaveAccessibleName('2nd half');
    expect(second).toHaveAttribute('aria-valuenow', '22');

    const goal = await within(region).findByRole('img', { name: 'Goal, Arsenal, 23′' });
    expect(goal.style.insetInlineStart).toBe(`${(23 / 45) * 100}%`);
    const late = within(region).getByRole('img', { name: 'Goal, Arsenal, 65′' });
    expect(late.style.insetInlineStart).toBe(`${(20 / 45) * 100}%`);
    const red = within(region).getByRole('img', { name: 'Red card, Chelsea, 60′' });
    expect(red.style.insetInlineStart).toBe(`${(15 / 45) * 100}%`);
    expect(within(region).getByRole('img', { name: 'Yellow card, Arsenal, 40′' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Goal, Chelsea, 54′' })).toBeInTheDocument();
    // Kick-off and half-time are no side's incidents: no marker.
    expect(within(region).getAllByRole('img')).toHaveLength(5);
    // Each side's incidents are on its own row, in the half they happened in.
    const [, homeRow, awayRow] = screen.getAllByRole('row');
    expect(
      within(homeRow!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Goal, Arsenal, 23′', 'Yellow card, Arsenal, 40′', 'Goal, Arsenal, 65′']);
    expect(within(awayRow!).getAllByRole('img')).toHaveLength(2);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/inplayservice/v1/scoresAndBroadcast?eventIds=77&locale=en&regionCode=UK&alt=json',
        '/inplayservice/v1/eventTimelines?eventIds=77&locale=en&regionCode=UK&alt=json',
      ]),
    );
  });

  it('shows HT and FT, and a stoppage-time goal at the end of its half', async () => {
    serve({
      scores: scoresAndBroadcast({ ...FOOTBALL_STATE, matchStatus: 'FINISHED', timeElapsed: 94 }),
      timelines: eventTimelines([
        { updateId: 9, updateTime: '2030-01-01T14:00:00.000Z', type: 'Goal', matchTime: 93, team: 'away' },
      ]),
    });
    renderSlot();
    expect(await screen.findByText('FT')).toBeInTheDocument();
    expect(screen.queryByText('94′')).toBeNull();
    const goal = await screen.findByRole('img', { name: 'Goal, Chelsea, 93′' });
    expect(goal.style.insetInlineStart).toBe('100%');
  });
});

describe('tennis panel (sport 2)', () => {
  it('shows sets, the games of each set, points, who serves, aces, double faults and breaks', async () => {
    const asked = serve({ scores: scoresAndBroadcast(TENNIS_STATE) });
    renderSlot({ sportId: '2', eventName: 'Alcaraz v Sinner' });
    expect(await rowTexts(0)).toEqual([
      'Set 3',
      'SSets',
      '1Games in set 1',
      '2Games in set 2',
      '3Games in set 3',
      'PPoints',
      'AAces',
      'DFDouble faults',
      'BRKService breaks',
    ]);
    expect(await rowTexts(1)).toEqual(['Alcaraz', '1', '6', '4', '3', '30', '7', '2', '3']);
    expect(await rowTexts(2)).toEqual(['Sinner', '1', '4', '6', '2', '15', '5', '4', '2']);
    const [, homeRow, awayRow] = screen.getAllByRole('row');
    expect(within(homeRow!).getByRole('img', { name: 'Serving' })).toBeInTheDocument();
    expect(within(awayRow!).queryByRole('img')).toBeNull();
    // No timeline outside football.
    expect(asked.some((url) => url.includes('eventTimelines'))).toBe(false);
  });
});

describe('cricket panel (sport 4)', () => {
  it('shows innings 1 and 2 with runs, wickets and overs, and the day', async () => {
    serve({ scores: scoresAndBroadcast(CRICKET_STATE) });
    renderSlot({ sportId: '4', eventName: 'India v Australia' });
    expect((await rowTexts(0))[0]).toBe('Day 1');
    expect(await rowTexts(1)).toEqual(['India', '287/6 (50 ov)', '–']);
    expect(await rowTexts(2)).toEqual(['Australia', '–', '143/4 (27 ov)']);
  });
});

describe('basketball panel (sport 7522)', () => {
  it('shows the quarters played, the ones to come empty, and the total', async () => {
    serve({ scores: scoresAndBroadcast(BASKETBALL_STATE) });
    renderSlot({ sportId: '7522', eventName: 'Lakers @ Celtics' });
    expect((await rowTexts(0))[0]).toBe('Q3');
    expect(await rowTexts(1)).toEqual(['Lakers', '24', '22', '25', '–', '71']);
    expect(await rowTexts(2)).toEqual(['Celtics', '20', '27', '22', '–', '69']);
  });

  it('adds overtime columns after the fourth quarter', async () => {
    const overtime = liveState(
      7522,
      { name: 'Lakers', score: '110', quarterByQuarter: [24, 22, 25, 29, 10] },
      { name: 'Celtics', score: '105', quarterByQuarter: [20, 27, 22, 31, 5] },
    );
    serve({ scores: scoresAndBroadcast(overtime) });
    renderSlot({ sportId: '7522' });
    expect(await rowTexts(0)).toEqual([
      'Extra-time',
      'Q1Quarter 1',
      'Q2Quarter 2',
      'Q3Quarter 3',
      'Q4Quarter 4',
      'OT1Overtime 1',
      'TTotal',
    ]);
  });
});

describe('other sports: the plain score and the live sport label (account-and-product §4)', () => {
  it('shows a rugby score at half-time', async () => {
    serve({ scores: scoresAndBroadcast(RUGBY_STATE) });
    renderSlot({ sportId: '5' });
    expect((await rowTexts(0))[0]).toBe('HT');
    expect(await rowTexts(1)).toEqual(['England', '13']);
    expect(await rowTexts(2)).toEqual(['France', '10']);
  });

  it.each([
    ['998917', { matchStatus: 'IN_PLAY', currentSet: 2, timeElapsed: 30 }, 'Set 230′'],
    ['998917', { matchStatus: 'IN_PLAY', currentSet: 2, timeElapsed: 480 }, 'Set 2'],
    ['1477', { matchStatus: 'NOT_STARTED' }, 'Starting soon'],
    ['1477', { matchStatus: 'FINISHED', timeElapsed: 80 }, 'FT'],
    ['998917', { matchStatus: 'FINISHED' }, 'End'],
    ['61420', { matchStatus: 'Paused' }, 'Pause'],
    ['5', { matchStatus: 'ExtraTimeFirstHalf', timeElapsed: 85 }, 'Extra-time85′'],
  ])('sport %s in %o is labelled %s', async (sportId, extra, label) => {
    serve({
      scores: scoresAndBroadcast(
        liveState(Number(sportId), { name: 'A1', score: '1' }, { name: 'B2', score: '0' }, extra),
      ),
    });
    renderSlot({ sportId });
    expect((await rowTexts(0))[0]).toBe(label);
  });
});

describe('team names (account-and-product §5)', () => {
  it("keeps real names, and splits the event name for 'home', 'away' or one-letter names", async () => {
    serve({
      scores: scoresAndBroadcast(liveState(5, { name: 'home', score: '3' }, { name: 'X', score: '7' })),
    });
    renderSlot({ sportId: '5', eventName: 'Leinster x Munster' });
    expect(await rowTexts(1)).toEqual(['Leinster', '3']);
    expect(await rowTexts(2)).toEqual(['Munster', '7']);
  });

  it('says Home and Away when neither the service nor the event name has a name', async () => {
    serve({ scores: scoresAndBroadcast(liveState(5, { name: 'away', score: '3' }, { score: '7' })) });
    renderSlot({ sportId: '5', eventName: 'Six Nations' });
    expect(await rowTexts(1)).toEqual(['Home', '3']);
    expect(await rowTexts(2)).toEqual(['Away', '7']);
  });
});

describe('polling (account-and-product §7/§9)', () => {
  it('keeps the last score when a poll fails and marks it stale', async () => {
    let fail = false;
    serve({
      scores: () =>
        fail
          ? new Response('busy', { status: 503 })
          : new Response(JSON.stringify(scoresAndBroadcast(RUGBY_STATE)), { status: 200 }),
    });
    const { client } = renderSlot({ sportId: '5' });
    expect(await rowTexts(1)).toEqual(['England', '13']);
    expect(screen.queryByText('Not updated')).toBeNull();
    fail = true;
    await act(() => client.refetchQueries());
    expect(await screen.findByText('Not updated')).toBeInTheDocument();
    expect(
      screen.getByText('The live score could not be refreshed: this is the last score received.'),
    ).toBeInTheDocument();
    expect(await rowTexts(1)).toEqual(['England', '13']);
    fail = false;
    await act(() => client.refetchQueries());
    await eventually(() => expect(screen.queryByText('Not updated')).toBeNull());
  });

  it('asks again every 21 s while shown, and no more once the panel is gone', async () => {
    const asked = serve({ scores: scoresAndBroadcast(FOOTBALL_STATE), timelines: eventTimelines([]) });
    // Only the intervals are faked (the 21 s poll): loading and rendering run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { unmount } = renderSlot();
    await screen.findByText('Arsenal');
    await eventually(() => expect(asked).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(asked).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await eventually(() => expect(asked).toHaveLength(4));
    expect(asked.slice(2).map((url) => url.split('?')[0])).toEqual(
      expect.arrayContaining(['/inplayservice/v1/scoresAndBroadcast', '/inplayservice/v1/eventTimelines']),
    );
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(asked).toHaveLength(4);
  });
});

describe('premium gate (trading-core §2/§6)', () => {
  it('shows free users the lock with the way to upgrade, and asks for no score', () => {
    useSettingsStore.setState({ isPremium: false });
    const asked = serve({ scores: scoresAndBroadcast(FOOTBALL_STATE) });
    renderSlot();
    const region = screen.getByRole('region', { name: 'Live score' });
    expect(within(region).getByText('Livescores available for premium users.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Upgrade to SUPER for live scores' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(within(region).queryByRole('table')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('has no panel on racing markets', () => {
    serve({});
    for (const sportId of ['7', '4339']) {
      const { unmount } = renderSlot({ sportId });
      expect(screen.queryByRole('region', { name: 'Live score' })).toBeNull();
      unmount();
    }
  });

  it('opens from a title-bar button on a phone, where no row is spared above the prices', async () => {
    serve({ scores: scoresAndBroadcast(RUGBY_STATE) });
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    try {
      renderSlot({ sportId: '5', phoneButton: true });
      expect(screen.queryByRole('region', { name: 'Live score' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Live score' }));
      const region = await screen.findByRole('region', { name: 'Live score' });
      expect(await within(region).findByText('England')).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    }
  });

  it('shows a free user on a phone the lock button, and the lock text in it', async () => {
    useSettingsStore.setState({ isPremium: false });
    serve({});
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    try {
      renderSlot({ phoneButton: true });
      await userEvent.click(screen.getByRole('button', { name: 'Live score (SUPER)' }));
      expect(await screen.findByText('Livescores available for premium users.')).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    }
  });

  it('has no title-bar button wider than a phone', () => {
    serve({});
    renderSlot({ phoneButton: true });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('bad input: the plain score or nothing, never a crash', () => {
  it('says there is no live score when the answer is not a list, lacks the event or its score', async () => {
    for (const answer of [
      { error: 'x' },
      [],
      scoresAndBroadcast(FOOTBALL_STATE, 78),
      [{ eventId: 77, state: 'x' }],
    ]) {
      serve({ scores: answer });
      const { unmount } = renderSlot();
      expect(await screen.findByText('No live score for this event.')).toBeInTheDocument();
      unmount();
    }
  });

  it('says so when the service fails or answers something that is not JSON', async () => {
    for (const failure of [
      () => new Response('down', { status: 500 }),
      () => new Response('<html>', { status: 200 }),
    ]) {
      serve({ scores: failure });
      const { unmount } = renderSlot();
      expect(await screen.findByText('No live score for this event.')).toBeInTheDocument();
      unmount();
    }
  });

  it('falls back to the plain score when a sport’s own figures are malformed', async () => {
    const broken = liveState(
      2,
      { name: 'Alcaraz', score: '30', sets: { x: 1 }, gameSequence: 'six', isServing: 'yes', aces: [7] },
      { name: 'Sinner', score: '15', games: null },
      { currentSet: 'three' },
    );
    serve({ scores: scoresAndBroadcast(broken) });
    renderSlot({ sportId: '2' });
    expect(await rowTexts(0)).toEqual(['Live', 'ScoreScore']);
    expect(await rowTexts(1)).toEqual(['Alcaraz', '30']);
  });

  it('keeps the score when the football timeline is garbage, with dashes for missing figures', async () => {
    serve({
      scores: scoresAndBroadcast(
        liveState(
          1,
          { name: 'Arsenal', score: { goals: 2 } },
          { name: 'Chelsea', score: '1' },
          { timeElapsed: -5 },
        ),
      ),
      timelines: [
        {
          eventId: 77,
          updateDetails: [
            { updateId: 'a', type: 'Goal', matchTime: 10, team: 'home' },
            { updateId: 2, type: 'Goal', matchTime: 'ten', team: 'home' },
            { updateId: 3, type: 'Goal', matchTime: 12, team: 'nobody' },
            { updateId: 4, type: 'Penalty', matchTime: 12, team: 'home' },
            null,
            { updateId: 5, type: 'Goal', matchTime: 30, team: 'away' },
          ],
        },
      ],
    });
    renderSlot();
    expect(await rowTexts(1)).toEqual(['Arsenal', '–', '', '']);
    expect(await screen.findByRole('img', { name: 'Goal, Chelsea, 30′' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
