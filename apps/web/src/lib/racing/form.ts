// trading-core §3 'Horse metadata' FORM and §9 "Horse form characters map to outcomes (1 won, 0
// outside the top 10, etc.)": a runner's recent runs, oldest first, one character each. The spec
// names only 1 and 0; the rest is the racing press's usual notation (README 'Form figures').

export type FormOutcome =
  | { readonly kind: 'won' }
  | { readonly kind: 'placed'; readonly position: number }
  | { readonly kind: 'outsideTopTen' }
  | {
      readonly kind:
        | 'pulledUp'
        | 'fell'
        | 'unseatedRider'
        | 'refused'
        | 'broughtDown'
        | 'slippedUp'
        | 'carriedOut'
        | 'disqualified'
        | 'ranOut'
        | 'voidRace'
        | 'seasonBreak'
        | 'twoSeasonBreak';
    }
  | { readonly kind: 'unknown' };

export interface FormRun {
  /** The character as the exchange sent it (upper case). */
  readonly figure: string;
  readonly outcome: FormOutcome;
}

const LETTERS: Readonly<Record<string, FormOutcome>> = {
  P: { kind: 'pulledUp' },
  F: { kind: 'fell' },
  U: { kind: 'unseatedRider' },
  R: { kind: 'refused' },
  B: { kind: 'broughtDown' },
  S: { kind: 'slippedUp' },
  C: { kind: 'carriedOut' },
  D: { kind: 'disqualified' },
  O: { kind: 'ranOut' },
  V: { kind: 'voidRace' },
  '-': { kind: 'seasonBreak' },
  '/': { kind: 'twoSeasonBreak' },
};

/** What one form character says happened. */
export function formOutcome(figure: string): FormOutcome {
  if (figure === '1') return { kind: 'won' };
  if (figure === '0') return { kind: 'outsideTopTen' };
  if (/^[2-9]$/.test(figure)) return { kind: 'placed', position: Number(figure) };
  return LETTERS[figure.toUpperCase()] ?? { kind: 'unknown' };
}

/** Each character of a form string with its outcome, in the order given (oldest first). */
export function formRuns(form: string): FormRun[] {
  const runs: FormRun[] = [];
  for (const character of form) {
    const figure = character.toUpperCase();
    runs.push({ figure, outcome: formOutcome(figure) });
  }
  return runs;
}
