// Matching-engine throughput: order operations per second through the embedded exchange's
// engine with full accounting (positions, exposure, funds checks). Budget (embedded-exchange
// issue): at least 500,000 operations/s on a 2-core machine. Prints figures; never fails on time.
import { ManualClock, Exchange, cancelOrders, openMarket, placeOrders } from '@greenbook/exchange-sim';
import { benchMarketSpec, benchAccountSpec } from './bench-fixtures.js';

const OPERATIONS = Number(process.argv[2] ?? 600_000);

async function run(): Promise<void> {
  const exchange = new Exchange({ clock: new ManualClock() });
  for (const id of ['maker', 'taker']) exchange.addAccount(benchAccountSpec(id));
  const market = exchange.addMarket(benchMarketSpec());
  openMarket(exchange, market);
  const marketId = market.marketId;
  const ladder = market.ladder;
  const base = ladder.indexOf(3)!;
  let places = 0;
  let cancels = 0;
  let matched = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < OPERATIONS;) {
    const selectionId = 1000 + (i % 3);
    // 1. The maker rests a lay a few ticks around 3.0.
    const price = ladder.priceAt(base + (i % 5))!;
    const rest = await placeOrders(
      exchange,
      { accountId: 'maker', canBet: true },
      {
        marketId,
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId,
            side: 'LAY',
            limitOrder: { price, size: 10, persistenceType: 'PERSIST' },
          },
        ],
      },
    );
    // 2. The taker backs half of it: a match.
    const take = await placeOrders(
      exchange,
      { accountId: 'taker', canBet: true },
      {
        marketId,
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId,
            side: 'BACK',
            limitOrder: { price, size: 5, persistenceType: 'LAPSE' },
          },
        ],
      },
    );
    // 3. The maker cancels the rest.
    cancelOrders(exchange, 'maker', {
      marketId,
      instructions: [{ betId: rest.instructionReports[0]!.betId! }],
    });
    places += 2;
    cancels += 1;
    matched += take.instructionReports[0]!.sizeMatched ?? 0;
    i += 3;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const operations = places + cancels;
  console.log(
    `engine: ${operations.toLocaleString('en-GB')} operations (${places} places, ${cancels} cancels, £${matched.toLocaleString('en-GB')} matched) in ${seconds.toFixed(2)} s`,
  );
  console.log(
    `engine: ${Math.round(operations / seconds).toLocaleString('en-GB')} operations/s (budget ≥ 500,000)`,
  );
}

await run();
