// Application keys and web vendors the simulated exchange knows (betfair-protocol §3.2, §4.5).
// A delayed key reads but may not bet (PERMISSION_DENIED on placeOrders), as on Betfair.

export interface AppKey {
  readonly key: string;
  readonly name: string;
  /** Delayed keys get delayed data and may not place bets. */
  readonly delayed: boolean;
}

export interface Vendor {
  /** OAuth client_id (Betfair's vendorId). */
  readonly vendorId: string;
  /** OAuth client_secret; never leaves the server that holds it. */
  readonly vendorSecret: string;
  readonly name: string;
  /** The vendor's app key: X-Application on calls made for its users. */
  readonly appKey: string;
  /** Registered redirect URL; the sign-on's redirect_uri is appended to it. */
  readonly redirectUrl: string;
}

/**
 * betfair-protocol §3.3, §4.5: a customer's id at a web vendor ("vendor client id"), the same in
 * the token response's application_subscription and in getVendorClientId. Stable per account and
 * vendor, and different for each, so a vendor can key its users by it.
 */
export function vendorClientId(accountId: string, vendorId: string): string {
  return `${vendorId}${accountId.padStart(8, '0')}`;
}

export class AppKeyRegistry {
  private readonly keys = new Map<string, AppKey>();
  private readonly vendors = new Map<string, Vendor>();

  addKey(key: AppKey): void {
    this.keys.set(key.key, key);
  }

  addVendor(vendor: Vendor): void {
    this.vendors.set(vendor.vendorId, vendor);
  }

  key(key: string): AppKey | undefined {
    return this.keys.get(key);
  }

  vendor(vendorId: string): Vendor | undefined {
    return this.vendors.get(vendorId);
  }

  allKeys(): AppKey[] {
    return [...this.keys.values()];
  }

  allVendors(): Vendor[] {
    return [...this.vendors.values()];
  }

  /** The web vendor whose app key this is (getVendorClientId, the OAuth token call). */
  vendorOfAppKey(key: string): Vendor | undefined {
    return this.allVendors().find((vendor) => vendor.appKey === key);
  }
}
