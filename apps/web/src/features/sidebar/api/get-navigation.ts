// GET /api/navigation/ and /api/navigation/{id} with header x-locale (account-and-product §7): the
// sports, or the children of one node, for the Sports List tab. The locale sent is the interface
// language the trader chose, so sport names come in the language the rest of the tab is in.
import { useQuery } from '@tanstack/react-query';
import { productRequest } from '@/lib/api/product-api';
import { parseNavigationNodes, type NavigationNode } from '../model/navigation-nodes';

/** The menu changes as markets open and close; the server keeps its copy a minute, so do we. */
const NAVIGATION_STALE_MS = 60_000;

export async function getNavigationChildren(
  nodeId: string | undefined,
  locale: string,
): Promise<NavigationNode[]> {
  const path = nodeId === undefined ? '/navigation/' : `/navigation/${encodeURIComponent(nodeId)}`;
  return parseNavigationNodes(await productRequest<unknown>(path, { headers: { 'x-locale': locale } }));
}

export function useNavigationChildren(nodeId: string | undefined, locale: string) {
  return useQuery({
    queryKey: ['navigation', nodeId ?? '', locale],
    queryFn: () => getNavigationChildren(nodeId, locale),
    staleTime: NAVIGATION_STALE_MS,
  });
}
