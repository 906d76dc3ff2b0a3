// Identifiers shaped like Betfair's (betfair-protocol §8.15): betIds are numeric strings that
// increase over time, market ids are "1." + 9 digits, event ids 8 digits.

export class BetIdSequence {
  private next: bigint;

  constructor(start = 300_000_000_000n) {
    this.next = start;
  }

  take(): string {
    this.next += 1n;
    return this.next.toString();
  }
}

export const isMarketId = (value: string): boolean => /^1\.\d{9}$/.test(value);
