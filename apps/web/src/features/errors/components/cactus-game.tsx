// account-and-product §2 "Blocked-country page": the cactus click game — after 30 clicks the
// cactus disappears and 'OPS! that was too many!' shows.
import { Cactus } from '@/components/ui/cactus-icon';
import { PAGE_COUNTS } from '@greenbook/trading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './errors.module.css';

export function CactusGame() {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState(0);
  if (clicks >= PAGE_COUNTS.cactusClickLimit) return <p className={styles.tooMany}>{t('errors.tooMany')}</p>;
  return (
    <button
      type="button"
      className={styles.cactus}
      aria-label={t('errors.cactus', { count: clicks })}
      onClick={() => setClicks((count) => count + 1)}
      style={{ fontSize: `${3 + clicks * 0.1}rem` }}
    >
      {/* 1em: the icon grows with the button's font size, as the glyph did. */}
      <Cactus aria-hidden="true" size="1em" />
    </button>
  );
}
