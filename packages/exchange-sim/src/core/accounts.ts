// Accounts and wallets of the simulated exchange. A balance is cash in the account's currency
// (cents); exposure is reserved from it per market, in the same cents, so funds and the listed
// orders always agree to the cent.
// Every cash movement goes between an account and the house in that account's currency, so the
// sum of all balances per currency, the house included, never changes (the conservation property
// the tests check).
import type { CurrencyCode } from '@greenbook/trading';
import type { MarketPosition } from './positions.js';

export interface AccountSpec {
  readonly accountId: string;
  readonly username: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly currencyCode: CurrencyCode;
  readonly countryCode: string;
  readonly localeCode: string;
  readonly region: string;
  readonly timezone: string;
  /** Opening balance in the account's currency. */
  readonly balance: number;
  readonly discountRate: number;
  /** Largest total exposure the account may carry (its loss limit), in its currency. */
  readonly lossLimit?: number;
  /** Synthetic liquidity providers are not listed to people and never run out of money. */
  readonly synthetic?: boolean;
}

export class SimAccount {
  /** Cash in account-currency cents. */
  balanceCents: number;
  retainedCommissionCents = 0;
  /** Exposure per market, account-currency cents, and their sum. */
  readonly exposureByMarket = new Map<string, number>();
  exposureCents = 0;
  readonly positions = new Map<string, MarketPosition>();

  constructor(
    readonly spec: AccountSpec,
    /** Units of the account's currency per 1 GBP: converts what Betfair shows in GBP. */
    readonly rate: number,
  ) {
    this.balanceCents = Math.round(spec.balance * 100);
  }

  get accountId(): string {
    return this.spec.accountId;
  }

  get availableCents(): number {
    return this.balanceCents - this.exposureCents;
  }

  setMarketExposure(marketId: string, cents: number): void {
    const previous = this.exposureByMarket.get(marketId) ?? 0;
    if (cents === 0) this.exposureByMarket.delete(marketId);
    else this.exposureByMarket.set(marketId, cents);
    this.exposureCents += cents - previous;
  }
}

/** The house's cash per currency: the other side of every payment. */
export class HouseLedger {
  private readonly balances = new Map<string, number>();

  /** Moves `cents` from the account to the house (negative pays the account). */
  collect(account: SimAccount, cents: number): void {
    account.balanceCents -= cents;
    const code = account.spec.currencyCode;
    this.balances.set(code, (this.balances.get(code) ?? 0) + cents);
  }

  balance(currency: string): number {
    return this.balances.get(currency) ?? 0;
  }
}
