// account-and-product §4/§7: the one-market form's default market id, the first market the public
// widgets service lists for WIDGET_DEFAULT_MARKET_LOOKUP (10 s timeout). A failure is logged only
// (§8) and leaves '-1'.
import { REQUEST_TIMEOUTS_MS, WIDGET_DEFAULT_MARKET_LOOKUP } from '@greenbook/trading';
import * as z from 'zod/mini';

const catalogueAnswer = z.array(z.object({ marketId: z.string().check(z.regex(/^\d+\.\d+$/)) }));

export function widgetsServiceUrl(productOrigin: string, operation: 'listMarketCatalogue'): string {
  return `${productOrigin}/exchange/widgets/rest/v1.0/${operation}/`;
}

/** The default market's id, or undefined when the service lists none or cannot be reached. */
export async function lookUpDefaultMarketId(
  productOrigin: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUTS_MS.widgets);
  try {
    const response = await fetch(widgetsServiceUrl(productOrigin, 'listMarketCatalogue'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        filter: {
          eventTypeIds: WIDGET_DEFAULT_MARKET_LOOKUP.eventTypeIds,
          marketTypeCodes: WIDGET_DEFAULT_MARKET_LOOKUP.marketTypeCodes,
        },
        maxResults: WIDGET_DEFAULT_MARKET_LOOKUP.maxResults,
        sort: WIDGET_DEFAULT_MARKET_LOOKUP.sort,
      }),
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    });
    if (!response.ok) throw new Error(`widgets service answered ${response.status}`);
    const parsed = catalogueAnswer.safeParse(await response.json());
    if (!parsed.success) throw new Error('widgets service answered an unexpected catalogue');
    return parsed.data[0]?.marketId;
  } catch (error) {
    if (signal?.aborted === true) return undefined;
    console.warn('Default widget market lookup failed', error);
    return undefined;
  }
}
