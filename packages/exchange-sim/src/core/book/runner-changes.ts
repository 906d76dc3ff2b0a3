// What changed in a runner's book since the stream last published it. The stream layer reads
// and clears it; keeping ticks (not values) means a burst of trades at one price costs one entry.

export class RunnerChanges {
  /** Ticks whose available-to-back size changed (resting LAY orders). */
  readonly availableToBack = new Set<number>();
  /** Ticks whose available-to-lay size changed (resting BACK orders). */
  readonly availableToLay = new Set<number>();
  readonly traded = new Set<number>();
  lastTraded = false;

  get isEmpty(): boolean {
    return (
      this.availableToBack.size === 0 &&
      this.availableToLay.size === 0 &&
      this.traded.size === 0 &&
      !this.lastTraded
    );
  }

  clear(): void {
    this.availableToBack.clear();
    this.availableToLay.clear();
    this.traded.clear();
    this.lastTraded = false;
  }
}
