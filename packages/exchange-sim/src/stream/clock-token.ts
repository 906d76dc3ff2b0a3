// Stream clocks (betfair-protocol §5.6, §5.10). Betfair's clk/initialClk are opaque; ours are
// base64 of "<server instance>.<publish sequence>". The instance part makes a clock from another
// server run (a restart) invalid rather than silently wrong; the sequence says which published
// changes the client already holds, so a resubscription can be answered with what came after.
import { randomBytes } from 'node:crypto';

export interface DecodedClock {
  readonly instance: string;
  readonly seq: number;
}

export const newServerInstance = (): string => randomBytes(4).toString('hex');

export const encodeClock = (instance: string, seq: number): string =>
  Buffer.from(`${instance}.${seq}`, 'utf8').toString('base64');

/** The clock's parts, or undefined for anything we did not issue. */
export function decodeClock(token: string): DecodedClock | undefined {
  if (!/^[A-Za-z0-9+/]+=*$/.test(token)) return undefined;
  const match = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(Buffer.from(token, 'base64').toString('utf8'));
  if (match === null) return undefined;
  return { instance: match[1]!, seq: Number(match[2]) };
}
