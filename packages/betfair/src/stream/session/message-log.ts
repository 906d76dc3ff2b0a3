// trading-core §7: the client keeps about 20 recent stream messages for error reports. Session
// tokens are never kept (the authentication message is stored with its session redacted).

export interface LoggedMessage {
  readonly direction: 'in' | 'out';
  readonly at: number;
  readonly text: string;
}

export const MESSAGE_LOG_SIZE = 20;
const MAX_TEXT = 2000;

export class MessageLog {
  private readonly entries: LoggedMessage[] = [];

  constructor(private readonly size = MESSAGE_LOG_SIZE) {}

  add(direction: 'in' | 'out', at: number, text: string): void {
    // Every incoming line passes here (hundreds a second in play): the plain search skips the
    // regular expression for the lines that cannot hold a session, which is nearly all of them.
    const redacted = text.includes('"session"')
      ? text.replace(/"session"\s*:\s*"[^"]*"/g, '"session":"<redacted>"')
      : text;
    this.entries.push({
      direction,
      at,
      text: redacted.length > MAX_TEXT ? `${redacted.slice(0, MAX_TEXT)}…` : redacted,
    });
    if (this.entries.length > this.size) this.entries.shift();
  }

  recent(): readonly LoggedMessage[] {
    return [...this.entries];
  }
}
