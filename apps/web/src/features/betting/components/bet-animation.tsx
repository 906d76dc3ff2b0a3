// trading-core §4 step 5: the unmatched-bet animation — one bar per bet waiting for the exchange,
// filling over the bet's animation time (bet delay, doubled for the small-stake plan, ≤ 30 s), for
// the market on screen.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingBetsStore } from '../model/pending-bets-store';
import styles from './betting.module.css';

export function BetAnimation({ marketId }: { readonly marketId: string }) {
  const { t } = useTranslation();
  const all = usePendingBetsStore((state) => state.bets);
  const bets = useMemo(() => all.filter((bet) => bet.marketId === marketId), [all, marketId]);
  if (bets.length === 0) return null;
  return (
    <ul className={styles.pending} aria-live="polite">
      {bets.map((bet) => (
        <li key={bet.id} className={styles.pendingBet} data-side={bet.side}>
          <span>
            {t('betting.pending', {
              side: t(`betting.sides.${bet.side}`),
              runner: bet.runnerName,
              odd: bet.odd,
            })}
          </span>
          <span
            className={styles.pendingBar}
            style={{ animationDuration: `${Math.max(bet.seconds, 0.3)}s` }}
            aria-hidden="true"
          />
        </li>
      ))}
    </ul>
  );
}
