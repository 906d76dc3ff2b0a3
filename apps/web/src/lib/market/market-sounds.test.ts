import { SOUND_IDS } from '@greenbook/trading';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playMarketSound, prepareMarketSounds, SOUND_PHRASES } from './market-sounds';

describe('sound choices (trading-core §9)', () => {
  it('gives each of the 18 choices its own phrase', () => {
    const phrases = SOUND_IDS.map((id) => JSON.stringify(SOUND_PHRASES[id]));
    expect(phrases).toHaveLength(18);
    expect(new Set(phrases).size).toBe(18);
  });
});

describe('audio context made ahead (issue 12 item 15)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is made once while the page is idle, and the sounds use it', () => {
    vi.useFakeTimers();
    const notes: number[] = [];
    let made = 0;
    const node = () => ({ frequency: { value: 0 }, gain: { value: 0 }, connect: (next: unknown) => next });
    class RecordingAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      constructor() {
        made += 1;
      }
      createGain = node;
      createOscillator = () => ({
        ...node(),
        start: (at: number) => notes.push(at),
        stop: () => undefined,
      });
    }
    vi.stubGlobal('AudioContext', RecordingAudioContext);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
    prepareMarketSounds();
    expect(made).toBe(0); // not inside the task that asked
    vi.advanceTimersByTime(50);
    expect(made).toBe(1);
    prepareMarketSounds();
    playMarketSound('S05');
    vi.runAllTimers();
    expect(made).toBe(1);
    expect(notes).toHaveLength(SOUND_PHRASES.S05.length);
  });
});
