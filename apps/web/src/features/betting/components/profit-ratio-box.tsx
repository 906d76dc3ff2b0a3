// trading-core §2/§5 profit-ratio warning: title, the minimum accepted stake for the odd, the info
// text and 'Accept stake changes and submit bet(s)'.
import type { ProfitRatioWarning } from '@greenbook/trading';
import { useSpecText } from '../hooks/use-spec-text';
import styles from './betting.module.css';

export interface ProfitRatioBoxProps {
  readonly warning: ProfitRatioWarning;
  readonly disabled: boolean;
  readonly onAccept: () => void;
}

export function ProfitRatioBox({ warning, disabled, onAccept }: ProfitRatioBoxProps) {
  const specText = useSpecText();
  return (
    <section className={styles.warning} role="alert" aria-label={specText(warning.title)}>
      <h3>{specText(warning.title)}</h3>
      {warning.bets.map((bet) => (
        <p key={bet.betRef}>{specText(bet.line)}</p>
      ))}
      <p>{specText(warning.infoText)}</p>
      <button type="button" disabled={disabled} onClick={onAccept}>
        {specText(warning.acceptButton)}
      </button>
    </section>
  );
}
