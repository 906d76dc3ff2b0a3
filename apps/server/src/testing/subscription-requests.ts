// The subscription calls as the web app sends them, for server tests: the beta upgrade
// (account-and-product §7 POST /users/subscriptions/) with a fresh token of the account each time,
// as after signing in again (the mail limits are per user, not per token).
import type { TestServer } from './server-harness.js';

export function betaUpgrade(
  server: TestServer,
  accountId: string,
  vendorID: string,
  userEmail: string,
  consents: { allowsMarketingMessages: boolean; allowsUpdateMessages: boolean } = {
    allowsMarketingMessages: true,
    allowsUpdateMessages: true,
  },
) {
  return server.request('POST', '/api/users/subscriptions/', {
    token: server.tokenFor(accountId),
    body: { vendorID, userEmail, subscriptionType: 'BETA', subscriptionLength: 90, ...consents },
  });
}
