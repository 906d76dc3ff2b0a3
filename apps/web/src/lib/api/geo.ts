// account-and-product §7 geo service and §4 "Blocking": GET /api/geo/ → result.country_code3 (and
// the server's blocked flag). A failed lookup is 'ERROR' and never blocks.
import { useQuery } from '@tanstack/react-query';
import { productRequest } from './product-api';

export const GEO_LOOKUP_FAILED = 'ERROR';

/**
 * account-and-product §8: the client's own blocked list holds only a dummy entry (its message is
 * 'If you see this error, please contact us.'); the real list is the server's `blocked` flag.
 */
export const CLIENT_BLOCKED_COUNTRIES: readonly string[] = ['XXX'];

export interface GeoResult {
  readonly countryCode3: string;
  readonly blocked: boolean;
}

interface GeoAnswer {
  readonly result?: { readonly country_code3?: unknown; readonly blocked?: unknown };
}

export async function lookUpGeo(): Promise<GeoResult> {
  try {
    const answer = await productRequest<GeoAnswer>('/geo/?mode=web', { authorised: false });
    const code = answer.result?.country_code3;
    const countryCode3 = typeof code === 'string' && code !== '' ? code : GEO_LOOKUP_FAILED;
    const blocked =
      countryCode3 !== GEO_LOOKUP_FAILED &&
      (answer.result?.blocked === true || CLIENT_BLOCKED_COUNTRIES.includes(countryCode3));
    return { countryCode3, blocked };
  } catch {
    return { countryCode3: GEO_LOOKUP_FAILED, blocked: false };
  }
}

/** The visitor's country, looked up once per page load. */
export function useGeo() {
  return useQuery({
    queryKey: ['geo'],
    queryFn: lookUpGeo,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
