// What the running world lets go of, so that its memory stays bounded over days of uptime: a
// settled market once it leaves the exchange, cleared orders past the bet history's reach and
// customerRefs past their de-duplication window. Synthetic traders' own records go sooner
// (liquidity/synthetic-accounts.ts).
import type { Exchange } from '../core/exchange.js';

/**
 * How long people's cleared orders stay listed: the product's bet history reaches back 3 months
 * (account-and-product "Bet history"), Betfair keeps 90 days; 93 days covers the longest 3 months.
 */
export const CLEARED_RETENTION_MS = 93 * 86_400_000;

/** A settled market leaves the exchange, with what any account still held about it. */
export function forgetSettledMarket(exchange: Exchange, marketId: string): void {
  exchange.markets.delete(marketId);
  // Settlement clears the positions of accounts with orders on the market; a synthetic maker whose
  // quotes were all cancelled unmatched (and pruned) before it still holds an empty one.
  for (const account of exchange.accounts.values()) {
    account.positions.delete(marketId);
    account.setMarketExposure(marketId, 0);
  }
}

/** Drops cleared orders settled more than `retentionMs` ago and customerRefs past their window. */
export function pruneHistory(exchange: Exchange, retentionMs: number): void {
  const now = exchange.clock.now();
  const cutoff = now - retentionMs;
  // Records are appended as markets settle, so the stale ones are a prefix.
  let stale = 0;
  while (stale < exchange.cleared.length && Date.parse(exchange.cleared[stale]!.settledDate) < cutoff) {
    stale += 1;
  }
  if (stale > 0) exchange.cleared.splice(0, stale);
  const realNow = exchange.realNow();
  for (const [key, usedAt] of exchange.customerRefs) {
    if (realNow - usedAt >= exchange.customerRefWindowMs) exchange.customerRefs.delete(key);
  }
}
