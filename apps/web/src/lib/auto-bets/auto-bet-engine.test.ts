// The scheduler against a fake exchange (a ledger of the bets it took, by customerOrderRef) and
// hand-driven stream caches: a trigger bet matching bit by bit, prices moving, answers lost and
// the page reloaded (a new engine reading the stored schedule) in any order.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BetRequest, PlacementOutcome } from '@greenbook/betfair';
import { CLASSIC_LADDER, planAutoBets, toHundredths, type AutoBet } from '@greenbook/trading';
import { AutoBetEngine } from './auto-bet-engine';
import { useAutoBetStore } from './auto-bet-store';

const MARKET = '1.100';
const RUNNER = '11_0';
const TRIGGER = '900001';
const VENDOR = 'v-1';

interface FakeWorld {
  connection: 'live' | 'reconnecting';
  fresh: boolean;
  bestBack: number;
  bestLay: number;
  order: { sm: number; sr: number; status: 'E' | 'EC' } | undefined;
}

/** The live exchange as the engine reads it, over a plain object the test changes. */
function fakeLive(world: FakeWorld) {
  const listeners = new Set<() => void>();
  const orderListeners = new Set<() => void>();
  const listen = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const live = {
    get connectionState() {
      return world.connection;
    },
    freshness: { isFresh: () => world.fresh, onChange: listen },
    market: () => ({
      definition: { status: 'OPEN' },
      runners: new Map([
        [
          RUNNER,
          {
            bestBackPrice: () => world.bestBack,
            bestLayPrice: () => world.bestLay,
          },
        ],
      ]),
    }),
    orders: {
      listeners: orderListeners,
      markets: new Map([
        [
          MARKET,
          {
            runners: new Map([
              [
                RUNNER,
                {
                  orders: {
                    get: (betId: string) =>
                      betId === TRIGGER && world.order !== undefined
                        ? { id: TRIGGER, ...world.order }
                        : undefined,
                  },
                },
              ],
            ]),
          },
        ],
      ]),
    },
    onMarket: (_: string, listener: () => void) => listen(listener),
    onConnectionState: listen,
  };
  const changed = () => {
    for (const listener of [...listeners, ...orderListeners]) listener();
  };
  return { live: live as unknown as ConstructorParameters<typeof AutoBetEngine>[0]['live'], changed };
}

/** The exchange: every bet it took, by reference; optionally loses its answers. */
function fakeExchange() {
  const taken: BetRequest[] = [];
  const state = { loseAnswers: false };
  return {
    taken,
    state,
    alreadyPlaced: (_: string, ref: string) =>
      Promise.resolve(taken.some((bet) => bet.customerOrderRef === ref)),
    place: (request: BetRequest): Promise<PlacementOutcome> => {
      taken.push(request);
      if (state.loseAnswers) return Promise.reject(new Error('no answer'));
      return Promise.resolve({
        status: 'SUCCESS',
        betId: `b${taken.length}`,
        report: { status: 'SUCCESS', instructionReports: [] },
      });
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function plan(stake: number, side: 'BACK' | 'LAY' = 'BACK'): readonly AutoBet[] {
  return planAutoBets(
    CLASSIC_LADDER,
    {
      betId: TRIGGER,
      eventId: '30',
      marketId: MARKET,
      runnerId: RUNNER,
      side,
      odd: 3,
      stake,
      userCurrency: 'GBP',
      isClosingBet: false,
    },
    {
      tickOffset: { active: true, value: 1 },
      stopLoss: { active: true, value: 2 },
    },
  ).autoBets;
}

function startEngine(world: FakeWorld, exchange: ReturnType<typeof fakeExchange>, clock: { now: number }) {
  const { live, changed } = fakeLive(world);
  const sent: AutoBet[] = [];
  const stop = new AutoBetEngine({
    live,
    store: useAutoBetStore,
    alreadyPlaced: exchange.alreadyPlaced,
    place: exchange.place,
    onSent: (placement) => sent.push(placement),
    onRefused: () => undefined,
    now: () => clock.now,
    sending: new Set(),
  }).start();
  running.add(stop);
  return { stop, changed, sent };
}

/** Engines still running, stopped after each test even when it failed midway. */
const running = new Set<() => void>();

/** A reload: the page's memory is gone, the stored schedule stays. */
function reloadStore() {
  useAutoBetStore.setState(useAutoBetStore.getInitialState(), true);
  useAutoBetStore.getState().load(VENDOR);
}

beforeEach(() => {
  localStorage.clear();
  reloadStore();
});
afterEach(() => {
  for (const stop of running) stop();
  running.clear();
  localStorage.clear();
});

describe('auto-bet engine', () => {
  it('sends a stop loss once the best lay reaches its odd, with its reference, and leaves the schedule', async () => {
    const world: FakeWorld = {
      connection: 'live',
      fresh: true,
      bestBack: 3,
      bestLay: 3.05,
      order: undefined,
    };
    const exchange = fakeExchange();
    const engine = startEngine(world, exchange, { now: 0 });
    useAutoBetStore.getState().add(plan(10).filter((autoBet) => autoBet.autoBetType === 'STOP_LOSS'));
    world.order = { sm: 10, sr: 0, status: 'EC' };
    engine.changed();
    await flush();
    expect(exchange.taken).toEqual([]);
    world.bestLay = 3.1;
    engine.changed();
    await flush();
    expect(exchange.taken).toEqual([
      expect.objectContaining({ side: 'LAY', price: 3.1, size: 10, customerOrderRef: `${TRIGGER}-SL-0` }),
    ]);
    expect(engine.sent).toHaveLength(1);
    expect(useAutoBetStore.getState().schedule).toEqual([]);
    engine.stop();
  });

  it('does nothing on a stale market or while a stream reconnects, and acts once it is live again', async () => {
    const world: FakeWorld = {
      connection: 'reconnecting',
      fresh: true,
      bestBack: 3,
      bestLay: 3.2,
      order: undefined,
    };
    const exchange = fakeExchange();
    const engine = startEngine(world, exchange, { now: 0 });
    useAutoBetStore.getState().add(plan(4).filter((autoBet) => autoBet.autoBetType === 'STOP_LOSS'));
    world.order = { sm: 4, sr: 0, status: 'EC' };
    engine.changed();
    await flush();
    world.connection = 'live';
    world.fresh = false;
    engine.changed();
    await flush();
    expect(exchange.taken).toEqual([]);
    world.fresh = true;
    engine.changed();
    await flush();
    expect(exchange.taken.map((bet) => bet.size)).toEqual([4]);
    engine.stop();
  });

  it('sends a fully matched tick offset at once and removes the auto bets of a cancelled trigger', async () => {
    const world: FakeWorld = {
      connection: 'live',
      fresh: true,
      bestBack: 3,
      bestLay: 3.05,
      order: undefined,
    };
    const exchange = fakeExchange();
    const engine = startEngine(world, exchange, { now: 0 });
    useAutoBetStore.getState().add(plan(6));
    world.order = { sm: 0, sr: 6, status: 'E' };
    engine.changed();
    // Cancelled with nothing matched: both auto bets leave the schedule, nothing is sent.
    world.order = { sm: 0, sr: 0, status: 'EC' };
    engine.changed();
    await flush();
    expect(useAutoBetStore.getState().schedule).toEqual([]);
    expect(exchange.taken).toEqual([]);

    world.order = { sm: 6, sr: 0, status: 'EC' };
    useAutoBetStore.getState().add(plan(6));
    await flush();
    expect(exchange.taken).toEqual([expect.objectContaining({ side: 'LAY', price: 2.98, size: 6 })]);
    engine.stop();
  });

  it('never sends more than the matched trigger stake, nor the same auto bet twice, across reloads', async () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('match' as const), hundredths: fc.integer({ min: 1, max: 800 }) }),
      fc.record({ kind: fc.constant('price' as const), lay: fc.constantFrom(2.9, 2.98, 3, 3.05, 3.1, 3.2) }),
      fc.record({ kind: fc.constant('complete' as const) }),
      fc.record({ kind: fc.constant('reload' as const) }),
      fc.record({ kind: fc.constant('answers' as const), lose: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 3000 }),
        fc.array(event, { minLength: 1, maxLength: 25 }),
        async (stakeHundredths, events) => {
          localStorage.clear();
          reloadStore();
          const stake = stakeHundredths / 100;
          const world: FakeWorld = {
            connection: 'live',
            fresh: true,
            bestBack: 3,
            bestLay: 3.02,
            order: undefined,
          };
          const exchange = fakeExchange();
          const clock = { now: 0 };
          let engine = startEngine(world, exchange, clock);
          useAutoBetStore.getState().add(plan(stake));
          let matched = 0;
          world.order = { sm: 0, sr: stake, status: 'E' };
          for (const step of events) {
            if (step.kind === 'match' && world.order.status === 'E') {
              matched = Math.min(stakeHundredths, matched + step.hundredths);
              world.order = { sm: matched / 100, sr: (stakeHundredths - matched) / 100, status: 'E' };
            } else if (step.kind === 'price') world.bestLay = step.lay;
            else if (step.kind === 'complete') world.order = { ...world.order, sr: 0, status: 'EC' };
            else if (step.kind === 'answers') exchange.state.loseAnswers = step.lose;
            else if (step.kind === 'reload') {
              engine.stop();
              reloadStore();
              engine = startEngine(world, exchange, clock);
            }
            clock.now += 6_000;
            engine.changed();
            await flush();
            const refs = exchange.taken.map((bet) => bet.customerOrderRef);
            expect(new Set(refs).size).toBe(refs.length);
            for (const type of ['-TO-', '-SL-']) {
              const sent = exchange.taken
                .filter((bet) => bet.customerOrderRef!.includes(type))
                .reduce((sum, bet) => sum + toHundredths(bet.size), 0);
              expect(sent).toBeLessThanOrEqual(matched);
            }
          }
          engine.stop();
        },
      ),
      { numRuns: 60 },
    );
  });
});
