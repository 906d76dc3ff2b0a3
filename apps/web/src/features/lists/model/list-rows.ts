// The sport and live lists' rows (account-and-product §2 "Sport and live lists"), from the
// exchange's catalogue answer: what each row draws that does not change while the list is open.
// Entries without a market id or an event are left out (trading-core §8: absent row data means no
// row); a start time that does not parse is unknown, never a guess.
import type { MarketCatalogue } from '@greenbook/betfair';
import { isHorseEventType, orderOneXTwo, orderRunnersForDisplay } from '@greenbook/trading';
import { dateLocale } from '@/lib/format/date-locale';

/** Runners the price column shows: a three-way market's 1, x, 2, otherwise the first by sortPriority. */
export const PRICE_COLUMN_RUNNERS = 3;

export interface ListRunner {
  readonly selectionId: number;
  readonly name: string;
  /** 1, x or 2 in a three-runner market with a draw (trading-core §5). */
  readonly label: '1' | 'x' | '2' | undefined;
}

export interface ListRow {
  readonly marketId: string;
  readonly eventId: string;
  /** The event's name; a race's row reads prefix and race name (racingTitle). */
  readonly title: string;
  readonly competition: string | undefined;
  readonly startTime: number | undefined;
  readonly totalMatched: number | undefined;
  readonly marketType: string | undefined;
  readonly turnInPlayEnabled: boolean | undefined;
  readonly sportId: string;
  readonly sportName: string;
  readonly runners: readonly ListRunner[];
}

function parsedTime(value: string | undefined): number | undefined {
  const time = value === undefined ? NaN : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

function validVolume(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * account-and-product §2 "Racing rows show country-venue or start time as prefix": the race's
 * country and venue when the exchange names both ('GB-Ascot 2m Hcap'), else its start time
 * ('14:30 2m Hcap'); a race's event name is only the meeting, so the race name follows the prefix.
 */
export function racingTitle(
  market: MarketCatalogue,
  startTime: number | undefined,
  time: Intl.DateTimeFormat,
) {
  const { countryCode, venue } = market.event ?? {};
  const prefix =
    countryCode !== undefined && countryCode !== '' && venue !== undefined && venue !== ''
      ? `${countryCode}-${venue}`
      : startTime === undefined
        ? undefined
        : time.format(startTime);
  return prefix === undefined ? market.marketName : `${prefix} ${market.marketName}`;
}

function runnersOf(market: MarketCatalogue): ListRunner[] {
  const runners: Array<{ selectionId: number; runnerName: string; sortPriority: number }> = [];
  for (const runner of market.runners ?? []) {
    // The answer is not checked on the way in: its fields are, here.
    const { selectionId, runnerName, sortPriority } = runner as Record<keyof typeof runner, unknown>;
    if (
      typeof selectionId !== 'number' ||
      !Number.isSafeInteger(selectionId) ||
      typeof runnerName !== 'string'
    )
      continue;
    // A runner without its priority goes after those with one, in the exchange's order.
    runners.push({
      selectionId,
      runnerName,
      sortPriority: typeof sortPriority === 'number' ? sortPriority : Number.MAX_SAFE_INTEGER,
    });
  }
  const threeWay = orderOneXTwo(runners);
  if (threeWay !== undefined)
    return threeWay.map(({ label, runner }) => ({
      selectionId: runner.selectionId,
      name: runner.runnerName,
      label,
    }));
  return orderRunnersForDisplay(runners)
    .slice(0, PRICE_COLUMN_RUNNERS)
    .map((runner) => ({ selectionId: runner.selectionId, name: runner.runnerName, label: undefined }));
}

/** The catalogue's markets as rows, in the exchange's order (first to start). */
export function listRowsOf(catalogue: readonly MarketCatalogue[], language: string): ListRow[] {
  const time = new Intl.DateTimeFormat(dateLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const rows: ListRow[] = [];
  const seen = new Set<string>();
  for (const market of catalogue) {
    const event = market.event;
    if (typeof market.marketId !== 'string' || market.marketId === '' || event === undefined) continue;
    // A market that turned in play between two pages of an answer may come twice: keep it once.
    if (seen.has(market.marketId)) continue;
    seen.add(market.marketId);
    const startTime = parsedTime(market.marketStartTime);
    const sportId = market.eventType?.id ?? '';
    rows.push({
      marketId: market.marketId,
      eventId: event.id,
      title: isHorseEventType(sportId) ? racingTitle(market, startTime, time) : event.name,
      competition: market.competition?.name,
      startTime,
      totalMatched: validVolume(market.totalMatched),
      marketType: market.description?.marketType,
      turnInPlayEnabled: market.description?.turnInPlayEnabled,
      sportId,
      sportName: market.eventType?.name ?? '',
      runners: runnersOf(market),
    });
  }
  return rows;
}
