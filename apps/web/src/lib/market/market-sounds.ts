// trading-core §3/§9 sounds: placed bet, live market, suspended market, each playing the sound the
// user chose among 18 (S02…S20, S09 absent). The product ships no audio files: each choice is a
// short phrase synthesised with Web Audio, distinct from the other 17, so choosing a sound changes
// what the trader hears and nothing has to be downloaded.
import type { SoundId } from '@greenbook/trading';

/** One note: frequency in Hz and length in ms. */
type Note = readonly [frequency: number, ms: number];

/** A phrase per choice: blips, rising and falling pairs and runs, chords spread out, low buzzes. */
export const SOUND_PHRASES: Readonly<Record<SoundId, readonly Note[]>> = {
  S02: [[1047, 80]],
  S03: [[784, 140]],
  S04: [[523, 200]],
  S05: [
    [659, 90],
    [880, 90],
  ],
  S06: [
    [880, 70],
    [1319, 110],
  ],
  S07: [
    [988, 90],
    [659, 120],
  ],
  S08: [
    [523, 70],
    [659, 70],
    [784, 110],
  ],
  S10: [
    [784, 70],
    [659, 70],
    [523, 110],
  ],
  S11: [
    [1175, 60],
    [1175, 60],
  ],
  S12: [
    [440, 60],
    [440, 60],
    [440, 60],
  ],
  S13: [
    [587, 120],
    [740, 120],
    [880, 180],
  ],
  S14: [[1568, 50]],
  S15: [
    [392, 90],
    [523, 160],
  ],
  S16: [
    [698, 80],
    [587, 80],
    [698, 120],
  ],
  S17: [
    [1319, 60],
    [1047, 60],
    [1319, 60],
    [1047, 90],
  ],
  S18: [[330, 260]],
  S19: [
    [523, 110],
    [784, 110],
    [1047, 180],
  ],
  S20: [
    [494, 160],
    [370, 160],
    [247, 260],
  ],
};

const GAP_MS = 25;
const VOLUME = 0.08;

let audioContext: AudioContext | undefined;
/** Phrases started and not yet ended: the context sleeps when none is left for a while. */
let sounding = 0;
let sleepTimer: ReturnType<typeof setTimeout> | undefined;
/** Silence after which the context sleeps. */
export const SLEEP_AFTER_MS = 5000;

/** The shared context, made on first use; undefined where Web Audio is missing. */
function context(): AudioContext | undefined {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (AudioContextClass === undefined) return undefined;
  audioContext ??= new AudioContextClass();
  return audioContext;
}

/**
 * Makes the audio context while the page is idle; it sleeps SLEEP_AFTER_MS later unless a sound
 * has woken it. Chromium takes 100+ ms to make one on a loaded machine (bench:web), which was the
 * longest task after a one-click bet when the placed-bet sound made it. Never throws.
 */
export function prepareMarketSounds(): void {
  if (audioContext !== undefined) return;
  // Safari has no requestIdleCallback: a task of its own is the next best thing.
  const idle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
  const whenIdle = idle ?? ((run: () => void) => setTimeout(run, 0));
  whenIdle(() => {
    try {
      suspendWhenSilent(context());
    } catch {
      // Audio unavailable: playMarketSound stays silent.
    }
  });
}

/** Plays the chosen sound; never throws (a sound must not break trading). */
export function playMarketSound(file: SoundId): void {
  try {
    const audio = context();
    if (audio === undefined) return;
    // Browsers start a context made before any click suspended: resume it (the notes below wait
    // for it), or the first sounds of a page reloaded on a market would stay silent for good.
    clearTimeout(sleepTimer);
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    let at = audio.currentTime;
    let last: OscillatorNode | undefined;
    for (const [frequency, ms] of SOUND_PHRASES[file]) {
      last = audio.createOscillator();
      const gain = audio.createGain();
      last.frequency.value = frequency;
      gain.gain.value = VOLUME;
      last.connect(gain).connect(audio.destination);
      last.start(at);
      last.stop(at + ms / 1000);
      at += (ms + GAP_MS) / 1000;
    }
    if (last === undefined) return;
    sounding += 1;
    last.onended = () => {
      sounding -= 1;
      suspendWhenSilent(audio);
    };
  } catch {
    // Audio unavailable (or refused before any user gesture): nothing to play.
  }
}

/**
 * A running context renders silence without end: two audio threads kept busy on every core the
 * trading page shares (bench:web counted ~2 % of a core). After SLEEP_AFTER_MS without a sound it
 * sleeps, and the next sound wakes it. Not at once after each sound: waking opens the audio device
 * again (work in the browser process, which also carries the next click), so a trader betting
 * every few seconds keeps it awake. Never throws.
 */
function suspendWhenSilent(audio: AudioContext | undefined): void {
  clearTimeout(sleepTimer);
  if (audio === undefined || sounding > 0) return;
  sleepTimer = setTimeout(() => {
    if (sounding > 0 || audio.state !== 'running') return;
    // A sound started while the suspension was under way found the context still running and did
    // not resume it: resume it now.
    void audio
      .suspend()
      .then(() => (sounding > 0 ? audio.resume() : undefined))
      .catch(() => undefined);
  }, SLEEP_AFTER_MS);
}
