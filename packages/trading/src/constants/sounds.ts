// trading-core §3/§9 "Sounds": events and the sound files a user can pick.

/** trading-core §3/§9: the three events that can play a sound. */
export const SOUND_EVENTS = ['placedBet', 'liveMarket', 'suspendedMarket'] as const;

/** trading-core §9: a sound event. */
export type SoundEvent = (typeof SOUND_EVENTS)[number];

/** trading-core §9: the 18 sound choices, S02 to S20 with S09 absent. */
export const SOUND_IDS = [
  'S02',
  'S03',
  'S04',
  'S05',
  'S06',
  'S07',
  'S08',
  'S10',
  'S11',
  'S12',
  'S13',
  'S14',
  'S15',
  'S16',
  'S17',
  'S18',
  'S19',
  'S20',
] as const;

/** trading-core §9: one of the sound choices. */
export type SoundId = (typeof SOUND_IDS)[number];

/**
 * trading-core §9 "defaults S06, S19, S20", taken in the order the events are listed
 * (placedBet, liveMarket, suspendedMarket); the spec does not pair them explicitly.
 */
export const DEFAULT_SOUNDS: Readonly<Record<SoundEvent, SoundId>> = {
  placedBet: 'S06',
  liveMarket: 'S19',
  suspendedMarket: 'S20',
};

/** trading-core §5 (settings validation): true when the value is one of the sound choices. */
export function isSoundId(value: unknown): value is SoundId {
  return typeof value === 'string' && (SOUND_IDS as readonly string[]).includes(value);
}
