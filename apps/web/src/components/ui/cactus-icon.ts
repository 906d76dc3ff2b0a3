// The not-found page's cactus, drawn on lucide's grid (lucide has none): an emoji cactus needs a
// colour emoji font and is a box without one.
import { createLucideIcon } from 'lucide-react';

export const Cactus = createLucideIcon('cactus', [
  ['path', { d: 'M10 21V5a2 2 0 0 1 4 0v16', key: 'trunk' }],
  ['path', { d: 'M10 14H7a2 2 0 0 1-2-2V9', key: 'left-arm' }],
  ['path', { d: 'M14 11h3a2 2 0 0 0 2-2V7', key: 'right-arm' }],
  ['path', { d: 'M5 21h14', key: 'ground' }],
]);
