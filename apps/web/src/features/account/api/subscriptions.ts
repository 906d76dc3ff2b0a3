// account-and-product §7 product-service calls of the store and the account page: the beta
// upgrade, the e-mail edit (also 'Resend it!') and the removal of the exchange permissions.
import { PREMIUM_OFFER } from '@greenbook/trading';
import { productRequest } from '@/lib/api/product-api';

export interface Consents {
  readonly allowsMarketingMessages: boolean;
  readonly allowsUpdateMessages: boolean;
}

/** POST /users/subscriptions/: the beta upgrade (plan 'BETA', 90 days); 201 with the premium record. */
export function upgradeToBeta(vendorId: string, userEmail: string, consents: Consents): Promise<unknown> {
  return productRequest<unknown>('/users/subscriptions/', {
    method: 'POST',
    body: {
      vendorID: vendorId,
      userEmail,
      subscriptionType: PREMIUM_OFFER.betaPlan,
      subscriptionLength: PREMIUM_OFFER.betaFreeDays,
      ...consents,
    },
  });
}

/** POST /users/subscriptions/edit: 201 with the new record, 202 when the change cannot apply. */
export function editSubscriptionEmail(vendorId: string, userEmail: string): Promise<unknown> {
  return productRequest<unknown>('/users/subscriptions/edit', {
    method: 'POST',
    body: { vendorID: vendorId, userEmail },
  });
}

/**
 * POST /revokeAccessToWebApp/ with the caller's own vendorId (the original's fixed constant was a
 * defect, account-and-product §7).
 */
export async function revokePermissions(vendorId: string): Promise<void> {
  await productRequest<unknown>('/revokeAccessToWebApp/', { method: 'POST', body: { vendorId } });
}

/** GET /email-confirmation/{code} (the path is ours: §7 does not show it); needs no token. */
export function checkConfirmationCode(code: string): Promise<unknown> {
  return productRequest<unknown>(`/email-confirmation/${encodeURIComponent(code)}`, { authorised: false });
}
