// account-and-product §7 GET /users/subscriptions/{id}: the premium record; only isPremium is read
// here (the account page, a later issue, shows the rest).
import { productRequest } from '@/lib/api/product-api';

interface PremiumAnswer {
  readonly isPremium?: unknown;
}

export async function fetchIsPremium(vendorId: string): Promise<boolean> {
  const answer = await productRequest<PremiumAnswer>(`/users/subscriptions/${encodeURIComponent(vendorId)}`);
  return answer.isPremium === true;
}
