// One of the landing page's screenshots of the product (model/landing-shots.ts), the one of the
// theme it is drawn in, with its intrinsic size set, so the layout never jumps while it loads.
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/storage/theme';
import { LANDING_SHOTS, shotSources, type ShotName } from '../model/landing-shots';
import styles from './landing.module.css';

/**
 * `eager` only for the hero's shot, the one in the first screen (the page's largest paint): it is
 * fetched first; the others load near view.
 */
export function ProductShot({ name, eager = false }: { readonly name: ShotName; readonly eager?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const shot = LANDING_SHOTS[name];
  return (
    <img
      className={name === 'phone' ? styles.phoneShot : styles.shot}
      {...shotSources(name, theme)}
      width={shot.width}
      height={shot.height}
      alt={t(`session.landing.${shot.alt}`)}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
