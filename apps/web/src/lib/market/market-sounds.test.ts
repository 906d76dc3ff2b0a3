import { SOUND_IDS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('audio context asleep between sounds', () => {
  // Each test imports its own copy of the module: the context is made once per module.
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A context whose suspend and resume settle a microtask later, as a browser's do. */
  function stubContext() {
    const oscillators: Array<{ onended: (() => void) | null }> = [];
    const contexts: SleepyAudioContext[] = [];
    const node = () => ({ frequency: { value: 0 }, gain: { value: 0 }, connect: (next: unknown) => next });
    class SleepyAudioContext {
      state: AudioContextState = 'running';
      currentTime = 0;
      destination = {};
      constructor() {
        contexts.push(this);
      }
      createGain = node;
      createOscillator = () => {
        const oscillator = { ...node(), onended: null, start: () => undefined, stop: () => undefined };
        oscillators.push(oscillator);
        return oscillator;
      };
      suspend = () => Promise.resolve().then(() => void (this.state = 'suspended'));
      resume = () => Promise.resolve().then(() => void (this.state = 'running'));
    }
    vi.stubGlobal('AudioContext', SleepyAudioContext);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    return { oscillators, contexts };
  }

  it('sleeps once idle, wakes for a sound and sleeps again after a while without one', async () => {
    vi.useFakeTimers();
    const { oscillators, contexts } = stubContext();
    const sounds = await import('./market-sounds');
    sounds.prepareMarketSounds();
    await vi.runAllTimersAsync();
    expect(contexts[0]?.state).toBe('suspended');

    sounds.playMarketSound('S05');
    sounds.playMarketSound('S02');
    await vi.advanceTimersByTimeAsync(0);
    expect(contexts[0]?.state).toBe('running');
    oscillators.at(-1)?.onended?.(); // S02 ends, S05 still sounding
    await vi.advanceTimersByTimeAsync(sounds.SLEEP_AFTER_MS);
    expect(contexts[0]?.state).toBe('running');
    oscillators[1]?.onended?.(); // S05's last note: silence from here
    await vi.advanceTimersByTimeAsync(sounds.SLEEP_AFTER_MS - 1);
    expect(contexts[0]?.state).toBe('running');
    // A bet's sound within the while keeps it awake: a trader betting every few seconds.
    sounds.playMarketSound('S02');
    oscillators.at(-1)?.onended?.();
    await vi.advanceTimersByTimeAsync(sounds.SLEEP_AFTER_MS - 1);
    expect(contexts[0]?.state).toBe('running');
    await vi.advanceTimersByTimeAsync(1);
    expect(contexts[0]?.state).toBe('suspended');
  });

  it('wakes again for a sound that starts while it is falling asleep', async () => {
    vi.useFakeTimers();
    const { oscillators, contexts } = stubContext();
    const sounds = await import('./market-sounds');
    sounds.playMarketSound('S02');
    oscillators[0]?.onended?.();
    vi.advanceTimersByTime(sounds.SLEEP_AFTER_MS); // the suspension starts; the context still says running
    sounds.playMarketSound('S03');
    await vi.runAllTimersAsync();
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.state).toBe('running');
  });
});
