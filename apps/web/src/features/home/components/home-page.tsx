// Home (signed in), account-and-product §2: soccer cards of the next 24 hours, the race card, live
// events by sport and the two minor-sport slots. Each list loads, fails and retries on its own, so
// one slow or failing exchange call never blanks the others.
import { useTranslation } from 'react-i18next';
import { LiveEvents } from './live-events';
import { RaceCard } from './race-card';
import { SoccerCards } from './soccer-cards';
import { SportSlot } from './sport-slot';
import styles from './home.module.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <SoccerCards />
      <div className={styles.lists}>
        <RaceCard />
        <LiveEvents />
        <SportSlot slot="first" number={1} />
        <SportSlot slot="second" number={2} />
      </div>
    </main>
  );
}
