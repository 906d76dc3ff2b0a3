// Identifiers shaped like Betfair's (betfair-protocol §8.15): betIds are numeric strings that
// increase over time, market ids are "1." + 9 digits, event ids 8 digits.

// A plain number is exact up to 2^53, far beyond any run's bet count, and much cheaper than a bigint.
export class BetIdSequence {
  private next: number;

  constructor(start = 300_000_000_000) {
    this.next = start;
  }

  take(): string {
    this.next += 1;
    return String(this.next);
  }

  get last(): string {
    return String(this.next);
  }

  /** Moves the sequence past `betId`; never backwards. */
  resumeAfter(betId: string): void {
    const value = Number(betId);
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a betId: ${betId}`);
    this.next = Math.max(this.next, value);
  }
}

export const isMarketId = (value: string): boolean => /^1\.\d{9}$/.test(value);
