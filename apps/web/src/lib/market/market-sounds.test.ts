import { SOUND_IDS } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import { SOUND_PHRASES } from './market-sounds';

describe('sound choices (trading-core §9)', () => {
  it('gives each of the 18 choices its own phrase', () => {
    const phrases = SOUND_IDS.map((id) => JSON.stringify(SOUND_PHRASES[id]));
    expect(phrases).toHaveLength(18);
    expect(new Set(phrases).size).toBe(18);
  });
});
