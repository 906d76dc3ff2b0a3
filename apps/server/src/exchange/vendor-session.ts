// The vendor's own exchange session (betfair-protocol §4.5 step 3): Betfair's OAuth `token` call
// is made with the vendor's session in X-Authentication, besides its app key and secret. The
// server logs in as the vendor with the identity API (§4.2) and reuses the session until it is
// refused or half its life has passed. The embedded exchange needs none.
export interface VendorCredentials {
  readonly identityUrl: string;
  readonly appKey: string;
  readonly username: string;
  readonly password: string;
}

/** §4.3: .com sessions last 12 h; logging in again at half that keeps well clear of expiry. */
const REUSE_MS = 6 * 3600_000;

export interface VendorSession {
  token(): Promise<string>;
  /** Forget the session after the exchange refused it; the next call logs in again. */
  invalidate(): void;
}

export function vendorSession(
  credentials: VendorCredentials,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): VendorSession {
  let current: { token: string; until: number } | undefined;
  let pending: Promise<string> | undefined;

  async function login(): Promise<string> {
    const response = await fetchImpl(`${credentials.identityUrl.replace(/\/$/, '')}/api/login`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'X-Application': credentials.appKey,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        username: credentials.username,
        password: credentials.password,
      }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as { token?: string; status?: string; error?: string };
    if (answer.status !== 'SUCCESS' || answer.token === undefined) {
      throw new Error(`vendor login refused: ${answer.error ?? answer.status ?? `HTTP ${response.status}`}`);
    }
    current = { token: answer.token, until: now() + REUSE_MS };
    return answer.token;
  }

  return {
    async token() {
      if (current !== undefined && current.until > now()) return current.token;
      pending ??= login().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      current = undefined;
    },
  };
}
