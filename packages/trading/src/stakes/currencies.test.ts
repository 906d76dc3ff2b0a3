import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_STAKE_RULES, SUPPORTED_CURRENCIES, stakeRulesFor, toCurrencyCode } from './currencies.js';

// The two tables exactly as trading-core §5 prints them, parsed here so a typo in the code fails.
const SPEC_MIN_STAKE =
  'gbp 1, eur 1, usd 1, hkd 10, aud 5, cad 2, dkk 15, nok 10, sek 15, sgd 2, ron 5, brl 5, mxn 30, pen 5, huf 400, isk 350, nzd 2, ars 100, gel 10';
const SPEC_MIN_PAYOUT =
  'gbp 10, eur 20, usd 20, hkd 125, aud 30, cad 30, dkk 150, nok 150, sek 150, sgd 30, ron 50, brl 50, mxn 300, pen 50, huf 4000, isk 1750, nzd 10, ars 500, gel 50';

function parseSpecTable(table: string): Map<string, number> {
  return new Map(
    table.split(', ').map((entry) => {
      const [code = '', amount = ''] = entry.split(' ');
      return [code.toUpperCase(), Number(amount)] as const;
    }),
  );
}

describe('currency stake rules (trading-core §5)', () => {
  it('supports exactly the 19 currencies of the spec, in its order', () => {
    expect([...parseSpecTable(SPEC_MIN_STAKE).keys()]).toEqual([...SUPPORTED_CURRENCIES]);
    expect(SUPPORTED_CURRENCIES).toHaveLength(19);
  });

  it('matches the minimum-stake and minimum-payout tables', () => {
    const minStakes = parseSpecTable(SPEC_MIN_STAKE);
    const minPayouts = parseSpecTable(SPEC_MIN_PAYOUT);
    for (const code of SUPPORTED_CURRENCIES) {
      expect(CURRENCY_STAKE_RULES[code]).toEqual({
        minStake: minStakes.get(code),
        minPayout: minPayouts.get(code),
      });
    }
  });

  it('has a payout threshold above the minimum stake for every currency (so a lay small stake never reaches it)', () => {
    for (const code of SUPPORTED_CURRENCIES) {
      const { minStake, minPayout } = CURRENCY_STAKE_RULES[code];
      expect(minStake).toBeGreaterThan(0);
      expect(minPayout).toBeGreaterThan(minStake);
    }
  });

  it('reads codes in any case and with spaces, as the spec lists them in lower case', () => {
    expect(toCurrencyCode('gbp')).toBe('GBP');
    expect(toCurrencyCode(' Eur ')).toBe('EUR');
    expect(stakeRulesFor('huf')).toEqual({ minStake: 400, minPayout: 4000 });
  });

  it('gives undefined for unsupported currencies', () => {
    expect(toCurrencyCode('XYZ')).toBeUndefined();
    expect(toCurrencyCode('')).toBeUndefined();
    expect(toCurrencyCode('GB P')).toBeUndefined();
    expect(stakeRulesFor('JPY')).toBeUndefined();
  });

  it('accepts a string exactly when its trimmed upper-case form is a supported code', () => {
    const supported = new Set<string>(SUPPORTED_CURRENCIES);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...SUPPORTED_CURRENCIES).map((c) => ` ${c.toLowerCase()}`),
          fc.string(),
        ),
        (text) => {
          const code = toCurrencyCode(text);
          expect(code !== undefined).toBe(supported.has(text.trim().toUpperCase()));
          expect(stakeRulesFor(text)).toEqual(code === undefined ? undefined : CURRENCY_STAKE_RULES[code]);
        },
      ),
    );
  });
});
