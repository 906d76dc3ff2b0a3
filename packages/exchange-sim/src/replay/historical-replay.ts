// A historical file as a market of the world (betfair-protocol §6): the market is created from the
// file's first definition, then the recorded timeline plays on the simulated clock at `speed`×.
// Records due at the same moment are applied together; the next is scheduled only after, so a
// long file costs one timer at a time.
import type { Clock } from '../core/clock.js';
import type { SimMarket } from '../core/market.js';
import type { SimService, Simulator } from '../simulator.js';
import type { HistoricalFile, HistoricalRecord } from './historical-file.js';
import { readHistoricalFile } from './historical-file.js';
import { readRecordedCatalogue, type RecordedCatalogue } from './recorded-catalogue.js';
import { replayMarketSpec } from './replay-market-spec.js';
import { ReplayPlayer } from './replay-player.js';

export interface HistoricalReplayOptions {
  /** Replay speed over the simulated clock: 1 = as recorded, 10 = ten times faster. Default 1. */
  readonly speed?: number;
  /**
   * Recorded moment to start from (epoch ms or ISO time): everything recorded up to it is applied
   * at load. Default: the file's first line.
   */
  readonly startAt?: number | string;
}

export interface LoadedHistoricalMarket {
  readonly market: SimMarket;
  /** Plays the rest of the timeline; hand it to `simulator.addService` (stop pauses, start resumes). */
  readonly service: HistoricalReplayService;
  /** Recorded times (epoch ms) of the file's first and last line. */
  readonly firstPt: number;
  readonly lastPt: number;
}

export interface HistoricalReplayService extends SimService {
  /** The recorded time (epoch ms) played up to. */
  position(): number;
  /** Whether every line has been played (or the market closed). */
  finished(): boolean;
}

class HistoricalReplay implements HistoricalReplayService {
  private next: number;
  private cancelTimer: (() => void) | undefined;
  /** Sim time at which the recorded time `pt` plays. */
  private anchor = { sim: 0, pt: 0 };

  constructor(
    private readonly player: ReplayPlayer,
    private readonly records: readonly HistoricalRecord[],
    private readonly clock: Clock,
    private readonly speed: number,
    firstUnplayed: number,
    private playedUpTo: number,
  ) {
    this.next = firstUnplayed;
  }

  start(): void {
    if (this.cancelTimer !== undefined) return;
    this.anchor = { sim: this.clock.now(), pt: this.playedUpTo };
    this.scheduleNext();
  }

  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  position(): number {
    return this.playedUpTo;
  }

  finished(): boolean {
    return this.next >= this.records.length || this.player.isClosed();
  }

  private scheduleNext(): void {
    const record = this.records[this.next];
    if (record === undefined || this.player.isClosed()) {
      this.cancelTimer = undefined;
      return;
    }
    const due = this.anchor.sim + (record.pt - this.anchor.pt) / this.speed;
    this.cancelTimer = this.clock.schedule(Math.max(0, due - this.clock.now()), () => {
      this.playDue(record.pt);
      this.scheduleNext();
    });
  }

  private playDue(pt: number): void {
    try {
      for (let record = this.records[this.next]; record !== undefined && record.pt <= pt;) {
        this.player.apply(record);
        this.next += 1;
        record = this.records[this.next];
      }
      this.playedUpTo = pt;
    } catch (error) {
      // A fault in one replay must not take the exchange down: that replay stops here.
      console.error(`historical replay of ${this.player.market.marketId} stopped:`, error);
      this.next = this.records.length;
    }
  }
}

function replaySpeed(options: HistoricalReplayOptions): number {
  const speed = options.speed ?? 1;
  if (!(Number.isFinite(speed) && speed > 0)) throw new RangeError(`speed must be positive, got ${speed}`);
  return speed;
}

function recordedTime(value: number | string): number {
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time))
    throw new RangeError(`startAt must be epoch ms or an ISO time, got ${String(value)}`);
  return time;
}

/** The file's market id, or the next free one after it when the exchange already has that id. */
function freeMarketId(simulator: Simulator, marketId: string): string {
  const match = /^(\d+)\.(\d+)$/.exec(marketId);
  if (match === null) throw new RangeError(`market id ${marketId} is not of the form 1.123456789`);
  let number = BigInt(match[2]!);
  let candidate = marketId;
  while (simulator.exchange.markets.has(candidate)) {
    number += 1n;
    candidate = `${match[1]!}.${number.toString().padStart(match[2]!.length, '0')}`;
  }
  return candidate;
}

/**
 * Loads a Betfair historical file (plain or gzip) as a market of the exchange. The market is
 * added at once, in its state at `startAt`; the returned service plays the rest of the file.
 */
export async function loadHistoricalMarket(
  simulator: Simulator,
  filePath: string,
  options: HistoricalReplayOptions = {},
): Promise<LoadedHistoricalMarket> {
  replaySpeed(options); // a bad speed is refused before the file is read
  const file = await readHistoricalFile(filePath);
  return replayHistoricalFile(simulator, file, {
    ...options,
    catalogue: await readRecordedCatalogue(filePath, file.marketId),
  });
}

/**
 * A parsed historical file (`parseHistoricalBytes`, e.g. an upload) as a market of the exchange,
 * as `loadHistoricalMarket` does with a path; names missing from the file come from `catalogue`.
 */
export function replayHistoricalFile(
  simulator: Simulator,
  file: HistoricalFile,
  options: HistoricalReplayOptions & { readonly catalogue?: RecordedCatalogue | undefined } = {},
): LoadedHistoricalMarket {
  const speed = replaySpeed(options);
  const records = file.records;
  const firstPt = records[0]!.pt;
  const startPt = Math.max(firstPt, options.startAt === undefined ? firstPt : recordedTime(options.startAt));
  const simStart = simulator.clock.now();
  // Recorded times land on the simulated clock as the replay will reach them (README.md).
  const mapTime = (iso: string): string => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : new Date(Math.round(simStart + (time - startPt) / speed)).toISOString();
  };
  const inPlayBetDelay =
    records.find((record) => record.change.marketDefinition?.inPlay === true)?.change.marketDefinition
      ?.betDelay ?? 0;
  const marketId = freeMarketId(simulator, file.marketId);
  const spec = replayMarketSpec({
    marketId,
    definition: file.firstDefinition,
    catalogue: options.catalogue,
    inPlayBetDelay,
    mapTime,
  });
  const market = simulator.exchange.addMarket(spec);
  const player = new ReplayPlayer(simulator.exchange, market, file.ladderSource);
  let next = 0;
  while (next < records.length && records[next]!.pt <= startPt) {
    player.apply(records[next]!);
    next += 1;
  }
  return {
    market,
    service: new HistoricalReplay(player, records, simulator.clock, speed, next, startPt),
    firstPt,
    lastPt: records.at(-1)!.pt,
  };
}
