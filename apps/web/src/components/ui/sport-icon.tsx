// The sport icons of Betfair event types (account-and-product §"Sport ids"), as lucide icons so
// they draw in the text colour on any machine: emoji need a colour emoji font and show as boxes
// without one. lucide has no football, tennis, cricket, horse racing or basketball, so those are
// drawn here on lucide's 24 px grid (2 px strokes, round caps) with createLucideIcon.
import { createLucideIcon, Dog, RugbyBall, Trophy, Volleyball, type LucideIcon } from 'lucide-react';

const Football = createLucideIcon('football', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'ball' }],
  ['path', { d: 'm12 7.5 4.3 3.1-1.6 5H9.3l-1.6-5z', key: 'patch' }],
  [
    'path',
    { d: 'M12 7.5V2M16.3 10.6l5.2-1.7M14.7 15.6l3.2 4.4M9.3 15.6 6.1 20M7.7 10.6 2.5 8.9', key: 'seams' },
  ],
]);

const Tennis = createLucideIcon('tennis', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'ball' }],
  ['path', { d: 'M5 4.9a10 10 0 0 1 0 14.2', key: 'left' }],
  ['path', { d: 'M19 4.9a10 10 0 0 0 0 14.2', key: 'right' }],
]);

const Cricket = createLucideIcon('cricket', [
  ['path', { d: 'm2.5 21.5 3-3', key: 'handle' }],
  ['path', { d: 'm5.5 18.5 10.5-10.5 3 3L8.5 21.5h-3z', key: 'blade' }],
  ['circle', { cx: '18.5', cy: '18.5', r: '2.5', key: 'ball' }],
]);

const HorseRacing = createLucideIcon('horse-racing', [
  ['path', { d: 'M6.5 21 5 12a7 7 0 0 1 14 0l-1.5 9', key: 'shoe' }],
  ['path', { d: 'M4.5 21h4M15.5 21h4', key: 'heels' }],
  ['path', { d: 'M7.5 10.5h.01M16.5 10.5h.01M8 15h.01M16 15h.01', key: 'nails' }],
]);

const Basketball = createLucideIcon('basketball', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'ball' }],
  ['path', { d: 'M2 12h20M12 2v20', key: 'cross' }],
  ['path', { d: 'M5 4.9a10 10 0 0 1 0 14.2M19 4.9a10 10 0 0 0 0 14.2', key: 'curves' }],
]);

const SPORT_ICONS: Readonly<Record<string, LucideIcon>> = {
  '1': Football,
  '2': Tennis,
  '4': Cricket,
  '5': RugbyBall,
  '7': HorseRacing,
  '1477': RugbyBall,
  '4339': Dog,
  '7522': Basketball,
  '998917': Volleyball,
};

/** The sport's icon (a trophy for a sport without its own), decorative: its container is named. */
export function SportIcon({
  eventTypeId,
  size,
}: {
  readonly eventTypeId: string | undefined;
  readonly size: number;
}) {
  const Icon = (eventTypeId === undefined ? undefined : SPORT_ICONS[eventTypeId]) ?? Trophy;
  return <Icon aria-hidden="true" size={size} />;
}
