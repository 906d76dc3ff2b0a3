// Exact chances in racket and net sports from the chance of winning a single point (a Markov
// chain over points, games and sets): tennis best of three with a tie-break at six games all,
// and races to N points won by two clear (tie-breaks, volleyball sets).

/** P(server wins the game) from points (a, b). */
export function gameWin(p: number, a: number, b: number): number {
  return raceWin(p, a, b, 4);
}

/**
 * P(player wins a race to `target` points, by two clear) from points (a, b), winning each point
 * with chance p: a game (4), a tie-break (7) or a volleyball set (25, 15 in the fifth).
 * Dynamic programming backwards from the finishing scores.
 */
export function raceWin(p: number, a: number, b: number, target: number): number {
  const q = 1 - p;
  const even = (p * p) / (p * p + q * q);
  // Level at target-1 or beyond is "deuce": only the lead matters from there.
  if (a >= target - 1 && b >= target - 1) {
    if (a === b) return even;
    if (Math.abs(a - b) >= 2) return a > b ? 1 : 0;
    return a > b ? p + q * even : p * even;
  }
  if (a >= target) return 1;
  if (b >= target) return 0;
  const at = (x: number, y: number, table: number[][]): number => {
    if (x === target - 1 && y === target - 1) return even;
    if (x >= target) return 1;
    if (y >= target) return 0;
    return table[x]![y]!;
  };
  const table = Array.from({ length: target }, () => new Array<number>(target).fill(0));
  for (let x = target - 1; x >= a; x -= 1) {
    for (let y = target - 1; y >= b; y -= 1) {
      if (x === target - 1 && y === target - 1) continue;
      table[x]![y] = p * at(x + 1, y, table) + q * at(x, y + 1, table);
    }
  }
  return at(a, b, table);
}

export const tieBreakWin = (p: number, a: number, b: number): number => raceWin(p, a, b, 7);

export interface ServeChances {
  /** P(home wins a point on home's serve). */
  readonly home: number;
  /** P(away wins a point on away's serve). */
  readonly away: number;
}

/** P(home wins the set) from games (gh, ga) with `homeServes` serving the next game. */
export function setWin(chances: ServeChances, gh: number, ga: number, homeServes: boolean): number {
  const homeHolds = gameWin(chances.home, 0, 0);
  const homeBreaks = 1 - gameWin(chances.away, 0, 0);
  const tieBreak = tieBreakWin((chances.home + 1 - chances.away) / 2, 0, 0);
  const memo = new Map<number, number>();
  const from = (h: number, a: number, serving: boolean): number => {
    if ((h >= 6 && h - a >= 2) || h === 7) return 1;
    if ((a >= 6 && a - h >= 2) || a === 7) return 0;
    if (h === 6 && a === 6) return tieBreak;
    const key = h * 16 + a * 2 + (serving ? 1 : 0);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const takes = serving ? homeHolds : homeBreaks;
    const value = takes * from(h + 1, a, !serving) + (1 - takes) * from(h, a + 1, !serving);
    memo.set(key, value);
    return value;
  };
  return from(gh, ga, homeServes);
}

/** Final set scores of a best-of-three match, home first. */
export const SET_SCORES = ['2-0', '2-1', '1-2', '0-2'] as const;

/**
 * P(each final set score) of a match won at `setsToWin` sets, from sets (sh, sa), given home's
 * chance of taking the current set (`current`) and a fresh one (`fresh`).
 */
export function setScoreChances(
  sh: number,
  sa: number,
  current: number,
  fresh: number,
  setsToWin = 2,
): Map<string, number> {
  const result = new Map<string, number>();
  const walk = (h: number, a: number, p: number, chance: number): void => {
    if (h === setsToWin || a === setsToWin) {
      result.set(`${h}-${a}`, (result.get(`${h}-${a}`) ?? 0) + chance);
      return;
    }
    walk(h + 1, a, fresh, chance * p);
    walk(h, a + 1, fresh, chance * (1 - p));
  };
  walk(sh, sa, current, 1);
  return result;
}
