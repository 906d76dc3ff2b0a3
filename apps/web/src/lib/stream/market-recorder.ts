// Issue 21 §1, recording: the markets the trader is recording from the live market stream, each into
// a Betfair historical file (@greenbook/betfair MarketRecording). `recordMarketChange` is the one
// tap on the stream: the session calls it with every market change message right after the cache
// applied it (a stream worker calls the same function where it applies messages). With nothing
// recording it returns at once, so the stream path pays one size check. The recorder and its
// recordings are made by the Record control's lazy chunk, which attaches the recorder to the
// LiveExchange (attachRecorder): the first load carries none of it.
import type { MarketChangeMessage, MarketRecording } from '@greenbook/betfair';

/** What the screens show of a recorded market, and where to open it again. */
export interface RecordingAbout {
  readonly eventId: string;
  readonly name: string;
}

export interface RecordingStatus {
  readonly marketId: string;
  readonly about: RecordingAbout;
  /** Epoch ms the recording began. */
  readonly startedAt: number;
  /** The size limit was reached: it records nothing more and waits to be stopped. */
  readonly full: boolean;
}

interface ActiveRecording {
  readonly recording: MarketRecording;
  status: RecordingStatus;
}

type Listener = () => void;

export class MarketRecorder {
  private readonly active = new Map<string, ActiveRecording>();
  private readonly listeners = new Set<Listener>();
  private statuses: readonly RecordingStatus[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** The tap (see the file's comment): records the message's changes of the recorded markets. */
  readonly recordMarketChange = (message: MarketChangeMessage): void => {
    if (this.active.size === 0) return;
    for (const entry of this.active.values()) {
      if (entry.status.full) continue;
      entry.recording.record(message);
      if (entry.recording.full) {
        entry.status = { ...entry.status, full: true };
        this.changed();
      }
    }
  };

  /**
   * Records the market into `recording` (made from the live cache just now, so it opens with the
   * market's image and misses nothing after it); a market already recording keeps its recording.
   */
  add(marketId: string, recording: MarketRecording, about: RecordingAbout): void {
    if (this.active.has(marketId)) return;
    this.active.set(marketId, { recording, status: { marketId, about, startedAt: this.now(), full: false } });
    this.changed();
  }

  /** Ends the market's recording and hands it over (undefined when it was not recording). */
  stop(marketId: string): MarketRecording | undefined {
    const entry = this.active.get(marketId);
    if (entry === undefined) return undefined;
    this.active.delete(marketId);
    this.changed();
    return entry.recording;
  }

  /** Characters recorded so far for the market, and its limit (0 and 0 when not recording). */
  size(marketId: string): { readonly size: number; readonly limit: number } {
    const recording = this.active.get(marketId)?.recording;
    return { size: recording?.size ?? 0, limit: recording?.limit ?? 0 };
  }

  /** The recordings under way, in the order begun; a new array only when one starts, fills or stops. */
  get recordings(): readonly RecordingStatus[] {
    return this.statuses;
  }

  get marketIds(): readonly string[] {
    return [...this.active.keys()];
  }

  onChange = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.statuses = [...this.active.values()].map((entry) => entry.status);
    for (const listener of this.listeners) listener();
  }
}
