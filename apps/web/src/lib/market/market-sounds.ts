// trading-core §3/§9 sounds: placed bet, live market, suspended market, each with its chosen file
// (S02…S20). The product ships no audio files yet, so a file that fails to load or play is
// replaced, from then on, by a short tone made with Web Audio (a different pitch per event).
// Files, when added, go to apps/web/public/sounds/<id>.mp3.
import type { SoundEvent, SoundId } from '@greenbook/trading';

export const SOUND_BASE_PATH = '/sounds';

/** Tone pitch (Hz) and length (ms) per event when no file can be played. */
const TONES: Readonly<Record<SoundEvent, readonly [number, number]>> = {
  placedBet: [880, 120],
  liveMarket: [660, 250],
  suspendedMarket: [330, 350],
};

let filesUnavailable = false;
let audioContext: AudioContext | undefined;

function playTone(event: SoundEvent): void {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (AudioContextClass === undefined) return;
  audioContext ??= new AudioContextClass();
  const [frequency, durationMs] = TONES[event];
  const oscillator = audioContext.createOscillator();
  const gain = audioContext.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.08;
  oscillator.connect(gain).connect(audioContext.destination);
  const now = audioContext.currentTime;
  oscillator.start(now);
  oscillator.stop(now + durationMs / 1000);
}

/** Plays the sound of an event; never throws (a sound must not break trading). */
export function playMarketSound(event: SoundEvent, file: SoundId): void {
  try {
    if (filesUnavailable || typeof Audio === 'undefined') {
      playTone(event);
      return;
    }
    const audio = new Audio(`${SOUND_BASE_PATH}/${file}.mp3`);
    let fellBack = false;
    const fallBack = () => {
      if (fellBack) return;
      fellBack = true;
      filesUnavailable = true;
      playTone(event);
    };
    audio.addEventListener('error', fallBack, { once: true });
    void audio.play().catch((error: unknown) => {
      // NotAllowedError (no user gesture yet) is not a missing file: stay silent this time.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) fallBack();
    });
  } catch {
    // Audio unavailable in this browser: nothing to play.
  }
}
