// A reader specialised for the market-change lines the stream sends all day (issue 21 §6): it
// reads `{"op":"mcm",…,"mc":[{"id":…,"rc":[{"atb":[[p,s]],"id":…}]}]}` straight into flat,
// reused buffers, so the cache is updated without the objects and small arrays JSON.parse builds
// for every price. It takes only what it fully understands — compact JSON with the keys below —
// and answers `false` for anything else (a market definition, a status, segments, whitespace,
// escapes, exponents, nulls, unknown or repeated keys, a wrong shape), having changed nothing:
// the caller then parses the line the ordinary way. Numbers are read exactly as JSON.parse reads
// them (see readNumber), so the cache ends in the same state either way; the replay tests compare
// both paths after every line of every historical file.

/** Runner fields kept per runner change (a flat record of RUNNER_STRIDE numbers). */
export const PRICE_LADDER_KEYS = ['atb', 'atl', 'spb', 'spl', 'trd'] as const;
export const LEVEL_LADDER_KEYS = ['batb', 'batl', 'bdatb', 'bdatl'] as const;
export const SCALAR_KEYS = ['ltp', 'tv', 'spn', 'spf'] as const;
const LADDER_COUNT = PRICE_LADDER_KEYS.length + LEVEL_LADDER_KEYS.length;
// id, hc, then (start, count) per ladder, then the scalars.
const LADDER_FIELD = 2;
const SCALAR_FIELD = LADDER_FIELD + 2 * LADDER_COUNT;
export const RUNNER_STRIDE = SCALAR_FIELD + SCALAR_KEYS.length;
/** The longest runner key (bdatb, bdatl). */
const MAX_KEY_LENGTH = 5;
const LOWER_A = 97;
const LOWER_Z = 122;
/**
 * A key of lowercase letters as one small integer, 5 bits a letter (a = 1): every runner key fits
 * in 25 bits, so the runner's keys are told apart without making a string of each (issue 21 §6:
 * a key a runner, several runners a line, was the reader's largest cost after its numbers).
 */
function packedKey(key: string): number {
  let packed = 0;
  for (let at = 0; at < key.length; at += 1) packed = packed * 32 + (key.charCodeAt(at) - LOWER_A + 1);
  return packed;
}
/** Runner key (packed) → slot: ladders 0–8 (price ladders first), scalars 9–12, id 13, hc 14. */
const RUNNER_KEYS = new Map<number, number>(
  [...PRICE_LADDER_KEYS, ...LEVEL_LADDER_KEYS, ...SCALAR_KEYS, 'id', 'hc'].map((key, slot) => [
    packedKey(key),
    slot,
  ]),
);
const ID_SLOT = LADDER_COUNT + SCALAR_KEYS.length;
const HC_SLOT = ID_SLOT + 1;
/** A runner record before its fields are read: every field absent (NaN), every ladder count -1. */
const EMPTY_RUNNER = Float64Array.from({ length: RUNNER_STRIDE }, (_, field) =>
  field >= LADDER_FIELD && field < SCALAR_FIELD && (field - LADDER_FIELD) % 2 === 1 ? -1 : Number.NaN,
);

/** Exact powers of ten (all of them up to 1e22 are doubles without rounding). */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, power) => 10 ** power);
/** Up to 15 digits a decimal's digits fit in a double's 53-bit integer exactly. */
const EXACT_DIGITS = 15;

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;

/**
 * Thrown inside the reader only, caught by `read`: the line is not one this reader takes. One
 * instance made once, so a line handed back costs no stack trace.
 */
const NOT_FOR_THIS_READER = new Error('not a line for the specialised market-change reader');

/** One market change of the line read last. */
export interface ReadMarket {
  id: string;
  img: boolean;
  /** The market's `tv`, NaN when absent (JSON has no NaN, so NaN means absent throughout). */
  tv: number;
  /** Its runner changes: records [runnerStart, runnerEnd) of `runners`. */
  runnerStart: number;
  runnerEnd: number;
}

export class MarketChangeLineReader {
  clk: string | undefined;
  initialClk: string | undefined;
  ct: string | undefined;
  pt = Number.NaN;
  readonly markets: ReadMarket[] = [];
  marketCount = 0;
  /** Runner records of RUNNER_STRIDE numbers: id, hc, (start, count) per ladder, scalars. */
  runners: Float64Array = new Float64Array(RUNNER_STRIDE * 64);
  runnerCount = 0;
  /** Ladder tuples, flat: a price ladder's [price, size] pairs, a level ladder's triples. */
  values: Float64Array = new Float64Array(4096);
  valueCount = 0;
  private line = '';
  private at = 0;

  /** Reads one line; false when it is not a line this reader takes (nothing kept from it). */
  read(line: string): boolean {
    this.line = line;
    this.at = 0;
    this.clk = undefined;
    this.initialClk = undefined;
    this.ct = undefined;
    this.pt = Number.NaN;
    this.marketCount = 0;
    this.runnerCount = 0;
    this.valueCount = 0;
    try {
      this.readMessage();
      return this.at === line.length;
    } catch (error) {
      if (error === NOT_FOR_THIS_READER) return false;
      throw error;
    }
  }

  private readMessage(): void {
    this.expect(OPEN_BRACE);
    let seenOp = false;
    let seenMc = false;
    do {
      const key = this.readKey();
      if (key === 'op') {
        if (seenOp || this.readString() !== 'mcm') throw NOT_FOR_THIS_READER;
        seenOp = true;
      } else if (key === 'clk' && this.clk === undefined) this.clk = this.readString();
      else if (key === 'initialClk' && this.initialClk === undefined) this.initialClk = this.readString();
      else if (key === 'pt' && Number.isNaN(this.pt)) this.pt = this.readNumber();
      else if (key === 'ct' && this.ct === undefined) this.ct = this.readString();
      else if (key === 'mc' && !seenMc) {
        seenMc = true;
        this.readMarkets();
      } else if (key === 'id' || key === 'conflateMs' || key === 'heartbeatMs') this.readNumber();
      else throw NOT_FOR_THIS_READER; // status, segmentType, anything unknown or repeated
    } while (this.comma());
    this.expect(CLOSE_BRACE);
    // What the ordinary path refuses (no op) or treats apart (no publish time) goes there.
    if (!seenOp || Number.isNaN(this.pt)) throw NOT_FOR_THIS_READER;
  }

  private readMarkets(): void {
    this.expect(OPEN_BRACKET);
    if (this.peek() === CLOSE_BRACKET) {
      this.at += 1;
      return;
    }
    do {
      this.readMarket();
    } while (this.comma());
    this.expect(CLOSE_BRACKET);
  }

  private readMarket(): void {
    this.expect(OPEN_BRACE);
    let id: string | undefined;
    let img: boolean | undefined;
    let tv = Number.NaN;
    let seenRc = false;
    let seenCon = false;
    const runnerStart = this.runnerCount;
    do {
      const key = this.readKey();
      if (key === 'id' && id === undefined) id = this.readString();
      else if (key === 'rc' && !seenRc) {
        seenRc = true;
        this.readRunners();
      } else if (key === 'img' && img === undefined) img = this.readBoolean();
      else if (key === 'tv' && Number.isNaN(tv)) tv = this.readNumber();
      else if (key === 'con' && !seenCon) {
        seenCon = true;
        this.readBoolean();
      } else throw NOT_FOR_THIS_READER; // marketDefinition (rare: the ordinary path), unknown, repeated
    } while (this.comma());
    this.expect(CLOSE_BRACE);
    if (id === undefined) throw NOT_FOR_THIS_READER;
    let market = this.markets[this.marketCount];
    if (market === undefined) {
      market = { id, img: false, tv, runnerStart, runnerEnd: runnerStart };
      this.markets.push(market);
    }
    market.id = id;
    market.img = img === true;
    market.tv = tv;
    market.runnerStart = runnerStart;
    market.runnerEnd = this.runnerCount;
    this.marketCount += 1;
  }

  private readRunners(): void {
    this.expect(OPEN_BRACKET);
    if (this.peek() === CLOSE_BRACKET) {
      this.at += 1;
      return;
    }
    do {
      this.readRunner();
    } while (this.comma());
    this.expect(CLOSE_BRACKET);
  }

  private readRunner(): void {
    if ((this.runnerCount + 1) * RUNNER_STRIDE > this.runners.length) this.runners = grown(this.runners);
    const runners = this.runners;
    const record = this.runnerCount * RUNNER_STRIDE;
    runners.set(EMPTY_RUNNER, record);
    let seen = 0;
    this.expect(OPEN_BRACE);
    do {
      const slot = this.readRunnerSlot();
      if ((seen & (1 << slot)) !== 0) throw NOT_FOR_THIS_READER;
      seen |= 1 << slot;
      if (slot < LADDER_COUNT) {
        const start = this.valueCount;
        this.readTuples(slot < PRICE_LADDER_KEYS.length ? 2 : 3);
        runners[record + LADDER_FIELD + 2 * slot] = start;
        runners[record + LADDER_FIELD + 2 * slot + 1] = this.valueCount - start;
      } else if (slot === ID_SLOT) runners[record] = this.readNumber();
      else if (slot === HC_SLOT) runners[record + 1] = this.readNumber();
      else runners[record + SCALAR_FIELD + slot - LADDER_COUNT] = this.readNumber();
    } while (this.comma());
    this.expect(CLOSE_BRACE);
    if (Number.isNaN(runners[record]!)) throw NOT_FOR_THIS_READER; // a runner change names its runner
    this.runnerCount += 1;
  }

  /** `[[a,b],…]` (width 2) or `[[a,b,c],…]` (width 3) into `values`. */
  private readTuples(width: number): void {
    this.expect(OPEN_BRACKET);
    if (this.peek() === CLOSE_BRACKET) {
      this.at += 1;
      return;
    }
    do {
      if (this.valueCount + width > this.values.length) this.values = grown(this.values);
      this.expect(OPEN_BRACKET);
      for (let item = 0; item < width; item += 1) {
        if (item > 0) this.expect(COMMA);
        this.values[this.valueCount + item] = this.readNumber();
      }
      this.expect(CLOSE_BRACKET);
      this.valueCount += width;
    } while (this.comma());
    this.expect(CLOSE_BRACKET);
  }

  /** A runner's `"key":` → its slot, read in place (see packedKey); any other key is refused. */
  private readRunnerSlot(): number {
    const line = this.line;
    this.expect(QUOTE);
    let at = this.at;
    let packed = 0;
    for (let code = line.charCodeAt(at); code !== QUOTE; code = line.charCodeAt(at)) {
      if (!(code >= LOWER_A && code <= LOWER_Z) || at - this.at === MAX_KEY_LENGTH) throw NOT_FOR_THIS_READER;
      packed = packed * 32 + (code - LOWER_A + 1);
      at += 1;
    }
    this.at = at + 1;
    this.expect(COLON);
    const slot = RUNNER_KEYS.get(packed);
    if (slot === undefined) throw NOT_FOR_THIS_READER;
    return slot;
  }

  /** `"key":` → key. */
  private readKey(): string {
    const key = this.readString();
    this.expect(COLON);
    return key;
  }

  /** A string without escapes or control characters (those go the ordinary way). */
  private readString(): string {
    const line = this.line;
    this.expect(QUOTE);
    const start = this.at;
    for (let at = start; at < line.length; at += 1) {
      const code = line.charCodeAt(at);
      if (code === QUOTE) {
        this.at = at + 1;
        return line.slice(start, at);
      }
      if (code === BACKSLASH || code < 32) break;
    }
    throw NOT_FOR_THIS_READER;
  }

  private readBoolean(): boolean {
    if (this.line.startsWith('true', this.at)) {
      this.at += 4;
      return true;
    }
    if (this.line.startsWith('false', this.at)) {
      this.at += 5;
      return false;
    }
    throw NOT_FOR_THIS_READER;
  }

  /**
   * A JSON number, to the same double JSON.parse gives: up to 15 significant digits the digits
   * form an exact integer m and the value is m / 10^decimals, one correctly rounded division of
   * two exact doubles, i.e. the double nearest the decimal, which is what JSON.parse returns too.
   * Longer numbers go to Number(), which reads the text as JSON.parse does; exponents (and
   * numbers too large for a double) are refused.
   */
  private readNumber(): number {
    const line = this.line;
    const start = this.at;
    let at = start;
    const negative = line.charCodeAt(at) === MINUS;
    if (negative) at += 1;
    let mantissa = 0;
    let digits = 0;
    let decimals = 0;
    let code = line.charCodeAt(at);
    if (code === ZERO) {
      at += 1;
      code = line.charCodeAt(at);
      if (code >= ZERO && code <= NINE) throw NOT_FOR_THIS_READER; // a leading zero: not JSON
    } else {
      if (!(code > ZERO && code <= NINE)) throw NOT_FOR_THIS_READER;
      do {
        mantissa = mantissa * 10 + (code - ZERO);
        digits += 1;
        at += 1;
        code = line.charCodeAt(at);
      } while (code >= ZERO && code <= NINE);
    }
    if (code === DOT) {
      at += 1;
      code = line.charCodeAt(at);
      if (!(code >= ZERO && code <= NINE)) throw NOT_FOR_THIS_READER;
      do {
        mantissa = mantissa * 10 + (code - ZERO);
        if (mantissa > 0) digits += 1;
        decimals += 1;
        at += 1;
        code = line.charCodeAt(at);
      } while (code >= ZERO && code <= NINE);
    }
    if (code === 101 || code === 69) throw NOT_FOR_THIS_READER; // e, E
    this.at = at;
    if (digits > EXACT_DIGITS || decimals >= POWERS_OF_TEN.length) {
      const value = Number(line.slice(start, at));
      // Past the largest double: the session's validation refuses it, so go that way.
      if (!Number.isFinite(value)) throw NOT_FOR_THIS_READER;
      return value;
    }
    const value = decimals === 0 ? mantissa : mantissa / POWERS_OF_TEN[decimals]!;
    return negative ? -value : value;
  }

  private expect(code: number): void {
    if (this.line.charCodeAt(this.at) !== code) throw NOT_FOR_THIS_READER;
    this.at += 1;
  }

  private peek(): number {
    return this.line.charCodeAt(this.at);
  }

  /** Steps over a comma if one follows. */
  private comma(): boolean {
    if (this.line.charCodeAt(this.at) !== COMMA) return false;
    this.at += 1;
    return true;
  }
}

function grown(buffer: Float64Array): Float64Array {
  const bigger = new Float64Array(buffer.length * 2);
  bigger.set(buffer);
  return bigger;
}

/** Offsets into a runner record, for the code that applies it. */
export const runnerField = {
  id: 0,
  hc: 1,
  ladderStart: (ladder: number) => LADDER_FIELD + 2 * ladder,
  ladderCount: (ladder: number) => LADDER_FIELD + 2 * ladder + 1,
  scalar: (scalar: number) => SCALAR_FIELD + scalar,
} as const;
