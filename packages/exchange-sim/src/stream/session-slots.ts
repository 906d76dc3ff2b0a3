// Concurrent stream connections per session (betfair-protocol §5.3 MAX_CONNECTION_LIMIT_EXCEEDED,
// `connectionsAvailable` on the authentication reply). Betfair counts per account/app key; the
// simulator counts per session token, which is what one client process holds.
export class SessionSlots {
  private readonly inUse = new Map<string, number>();

  constructor(readonly perSession: number) {}

  /** Takes a slot; the slots still free afterwards, or undefined when none was free. */
  acquire(token: string): number | undefined {
    const used = this.inUse.get(token) ?? 0;
    if (used >= this.perSession) return undefined;
    this.inUse.set(token, used + 1);
    return this.perSession - used - 1;
  }

  release(token: string): void {
    const used = (this.inUse.get(token) ?? 0) - 1;
    if (used <= 0) this.inUse.delete(token);
    else this.inUse.set(token, used);
  }
}
