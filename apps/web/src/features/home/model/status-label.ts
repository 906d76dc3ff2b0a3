// account-and-product §4 "Market status label" of a home market from its catalogue entry and its
// newest book (status and in-play unknown until the first book answers: the start time decides).
import {
  marketStatusLabel,
  type HomeMarket,
  type HomeMarketBook,
  type MarketStatusLabel,
} from '@greenbook/trading';

export function homeStatusLabel(
  market: HomeMarket,
  book: HomeMarketBook | undefined,
  now: number,
): MarketStatusLabel {
  return marketStatusLabel({
    status: book?.status,
    inPlay: book?.inPlay,
    turnInPlayEnabled: market.turnInPlayEnabled,
    marketStartTime: market.startTime,
    marketType: market.marketType,
    now,
  });
}

/** The market page of a home market (account-and-product §2 /market/{eventId}/{marketId}). */
export function marketPath(market: { eventId: string; marketId: string }): string {
  return `/market/${encodeURIComponent(market.eventId)}/${encodeURIComponent(market.marketId)}`;
}
