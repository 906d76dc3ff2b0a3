// account-and-product §3 'Premium' and §7 GET /users/subscriptions/{id}: the premium record, read
// by the session (the isPremium gate), the account page, the store and the sidebar's licence
// display through one query, so an upgrade or a confirmed e-mail refreshes all of them at once.
import type { PremiumStatusInput } from '@greenbook/trading';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { productRequest } from '@/lib/api/product-api';
import { useSessionStore } from '@/lib/session/session-store';

export interface PremiumRecord extends PremiumStatusInput {
  readonly subscriptionType: string | null;
  readonly userEmail: string | null;
}

const NEVER_SUBSCRIBED: PremiumRecord = {
  isPremium: false,
  verifiedEmail: false,
  expirationMs: null,
  subscriptionType: null,
  userEmail: null,
};

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The service's answer checked field by field: anything that is not a clear 'premium' reads as
 * free (a malformed answer must never unlock SUPER features), and an unreadable date as none.
 */
export function parsePremiumRecord(answer: unknown): PremiumRecord {
  if (typeof answer !== 'object' || answer === null) return NEVER_SUBSCRIBED;
  const record = answer as Record<string, unknown>;
  const expiration =
    typeof record['expirationDate'] === 'string' ? Date.parse(record['expirationDate']) : Number.NaN;
  return {
    isPremium: record['isPremium'] === true,
    verifiedEmail: record['verifiedEmail'] === true,
    expirationMs: Number.isFinite(expiration) ? expiration : null,
    subscriptionType: textOrNull(record['subscriptionType']),
    userEmail: textOrNull(record['userEmail']),
  };
}

export const premiumQueryKey = (vendorId: string | undefined) => ['premium', vendorId] as const;

export async function fetchPremiumRecord(vendorId: string): Promise<PremiumRecord> {
  return parsePremiumRecord(
    await productRequest<unknown>(`/users/subscriptions/${encodeURIComponent(vendorId)}`),
  );
}

/** Our choice: the record changes only through this user's own actions, which refresh it. */
const PREMIUM_STALE_MS = 5 * 60_000;

/** The signed-in user's premium record (undefined while loading or signed out). */
export function usePremiumRecord(options: { readonly enabled?: boolean } = {}) {
  const vendorId = useSessionStore((state) => state.user?.vendorId);
  return useQuery({
    queryKey: premiumQueryKey(vendorId),
    queryFn: () => fetchPremiumRecord(vendorId!),
    enabled: vendorId !== undefined && options.enabled !== false,
    staleTime: PREMIUM_STALE_MS,
  });
}

/** After an upgrade, an e-mail change or a confirmation: every reader gets the new record. */
export function storePremiumRecord(queryClient: QueryClient, vendorId: string, answer: unknown): void {
  queryClient.setQueryData(premiumQueryKey(vendorId), parsePremiumRecord(answer));
}

export function refreshPremiumRecord(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['premium'] });
}
