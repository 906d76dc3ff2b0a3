// The landing page's screenshots of the product, taken by the repository's own script
// (e2e/screenshots/readme-screenshots.ts, `npm run screenshots`) on the embedded exchange: one per
// theme, each in full and half size, so a phone or a 1× screen fetches the half (a third of the
// bytes) and a wide 2× screen the full one.
import type { Theme } from '@greenbook/trading';
import gridDarkHalf from '../assets/grid-dark-half.webp';
import gridDark from '../assets/grid-dark.webp';
import gridLightHalf from '../assets/grid-light-half.webp';
import gridLight from '../assets/grid-light.webp';
import ladderDarkHalf from '../assets/ladder-dark-half.webp';
import ladderDark from '../assets/ladder-dark.webp';
import ladderLightHalf from '../assets/ladder-light-half.webp';
import ladderLight from '../assets/ladder-light.webp';
import phoneDarkHalf from '../assets/phone-market-dark-half.webp';
import phoneDark from '../assets/phone-market-dark.webp';
import phoneLightHalf from '../assets/phone-market-light-half.webp';
import phoneLight from '../assets/phone-market-light.webp';

interface Shot {
  readonly light: { readonly full: string; readonly half: string };
  readonly dark: { readonly full: string; readonly half: string };
  /** The full image's pixels: the script's 1440 × 900 desktop, a 390 × 844 phone at 2×. */
  readonly width: number;
  readonly height: number;
  /** How wide the landing draws it (landing.module.css), so the browser picks the copy it needs. */
  readonly sizes: string;
  readonly alt: 'shotGridAlt' | 'shotLadderAlt' | 'shotPhoneAlt';
}

export const LANDING_SHOTS = {
  // The hero's: 7/12 of the 1200 px column beside the text from 960 px; below, the window less the
  // hero's side padding (so a 412 px phone at 1.75× takes the half copy, 720 px for its 665).
  grid: {
    light: { full: gridLight, half: gridLightHalf },
    dark: { full: gridDark, half: gridDarkHalf },
    width: 1440,
    height: 900,
    sizes: '(min-width: 960px) 700px, calc(100vw - 32px)',
    alt: 'shotGridAlt',
  },
  // The tour's: beside the 300 px phone from 768 px.
  ladder: {
    light: { full: ladderLight, half: ladderLightHalf },
    dark: { full: ladderDark, half: ladderDarkHalf },
    width: 1440,
    height: 900,
    sizes: '(min-width: 768px) 60vw, 100vw',
    alt: 'shotLadderAlt',
  },
  phone: {
    light: { full: phoneLight, half: phoneLightHalf },
    dark: { full: phoneDark, half: phoneDarkHalf },
    width: 780,
    height: 1688,
    sizes: '300px',
    alt: 'shotPhoneAlt',
  },
} as const satisfies Record<string, Shot>;

export type ShotName = keyof typeof LANDING_SHOTS;

/** The image's sources in a theme: `src` (the full copy) and the `srcSet` of both copies. */
export function shotSources(name: ShotName, theme: Theme) {
  const shot = LANDING_SHOTS[name];
  const { full, half } = shot[theme];
  // sizes and srcSet before src: an <img> reads them when its src is set.
  return {
    sizes: shot.sizes,
    srcSet: `${half} ${String(shot.width / 2)}w, ${full} ${String(shot.width)}w`,
    src: full,
  };
}
