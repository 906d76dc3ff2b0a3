// The landing page's tour of the product: each screenshot beside what it is for. The grid is the
// hero's (the first screen, loaded at once); the ladder and the phone screen follow below the
// first screen, so their images load lazily.
import { useTranslation } from 'react-i18next';
import type { ShotName } from '../model/landing-shots';
import { ProductShot } from './product-shot';
import styles from './landing.module.css';

const CAPTIONS = {
  grid: ['shotGridTitle', 'shotGridText'],
  ladder: ['shotLadderTitle', 'shotLadderText'],
  phone: ['shotPhoneTitle', 'shotPhoneText'],
} as const;

export function ShotFigure({ shot, eager = false }: { readonly shot: ShotName; readonly eager?: boolean }) {
  const { t } = useTranslation();
  const [title, text] = CAPTIONS[shot];
  return (
    <figure className={styles.figure}>
      <ProductShot name={shot} eager={eager} />
      <figcaption>
        <strong>{t(`session.landing.${title}`)}</strong> {t(`session.landing.${text}`)}
      </figcaption>
    </figure>
  );
}

export function ProductShowcase() {
  const { t } = useTranslation();
  return (
    <section className={styles.showcase} aria-labelledby="showcase-title">
      <h2 id="showcase-title">{t('session.landing.showcaseTitle')}</h2>
      <div className={styles.tour}>
        <ShotFigure shot="ladder" />
        <ShotFigure shot="phone" />
      </div>
    </section>
  );
}
