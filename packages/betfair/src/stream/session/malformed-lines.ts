// What a line the session refused may have changed (issue 14 §3). A market change that could not
// be applied leaves the market cache different from a fresh image for good (a dropped trd update
// is never repeated), so the session resubscribes for a fresh image when such a line named a
// market it follows. The line is read as text: it may be cut short or not be JSON at all.

const MARKET_CHANGE = /"op"\s*:\s*"mcm"/;
// Market ids are the only string ids of an mcm (runner ids and the request id are numbers).
const MARKET_ID = /"id"\s*:\s*"([^"\\]{1,64})"/g;

/**
 * The markets a refused line may have changed: the ids it names when it is a market change,
 * 'unknown' when it is one cut short before naming any, undefined when it changes no market (not
 * an mcm, or a whole mcm without markets such as a heartbeat).
 */
export function marketsOfRefusedLine(line: string): readonly string[] | 'unknown' | undefined {
  if (!MARKET_CHANGE.test(line)) return undefined;
  const ids = [...line.matchAll(MARKET_ID)].map((match) => match[1]!);
  if (ids.length > 0) return ids;
  return isJson(line) ? undefined : 'unknown';
}

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

/** Whether a refused line may have changed a market the cache holds or the subscription lists. */
export function refusedLineMayHaveDrifted(
  line: string,
  cachedMarkets: ReadonlyMap<string, unknown>,
  subscribedMarketIds: readonly string[] | undefined,
): boolean {
  const marketIds = marketsOfRefusedLine(line);
  if (marketIds === undefined) return false;
  if (marketIds === 'unknown') return true;
  return marketIds.some(
    (marketId) => cachedMarkets.has(marketId) || subscribedMarketIds?.includes(marketId) === true,
  );
}
