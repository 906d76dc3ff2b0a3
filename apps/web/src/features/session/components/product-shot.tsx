// The landing page's screenshots of the product, taken by the repository's own script
// (e2e/screenshots/readme-screenshots.ts, `npm run screenshots`) on the embedded exchange, one per
// theme: the page shows the one matching the theme it is drawn in. WebP with the intrinsic size
// set, so the layout never jumps while an image loads.
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/storage/theme';
import gridDark from '../assets/grid-dark.webp';
import gridLight from '../assets/grid-light.webp';
import ladderDark from '../assets/ladder-dark.webp';
import ladderLight from '../assets/ladder-light.webp';
import phoneDark from '../assets/phone-market-dark.webp';
import phoneLight from '../assets/phone-market-light.webp';
import styles from './landing.module.css';

/** The script's viewports: 1440 × 900 desktop, a 390 × 844 phone at two device pixels per px. */
const SHOTS = {
  grid: { light: gridLight, dark: gridDark, width: 1440, height: 900, alt: 'shotGridAlt' },
  ladder: { light: ladderLight, dark: ladderDark, width: 1440, height: 900, alt: 'shotLadderAlt' },
  phone: { light: phoneLight, dark: phoneDark, width: 780, height: 1688, alt: 'shotPhoneAlt' },
} as const;

export type ShotName = keyof typeof SHOTS;

/** `eager` only for the hero's shot, the one in the first screen; the others load near view. */
export function ProductShot({ name, eager = false }: { readonly name: ShotName; readonly eager?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const shot = SHOTS[name];
  return (
    <img
      className={name === 'phone' ? styles.phoneShot : styles.shot}
      src={shot[theme]}
      width={shot.width}
      height={shot.height}
      alt={t(`session.landing.${shot.alt}`)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
