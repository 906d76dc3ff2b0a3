// One child of the Sports List's level (trading-core §2): a market links to its page, any other
// node is a button that descends into it. Races show their country flag, 'Tomorrow' when they
// start tomorrow, the start time and the venue; under horse and greyhound racing (7, 4339) a
// market shows time plus venue instead of its name.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateLocale } from '@/lib/format/date-locale';
import { startsTomorrow, type NavigationNode } from '../../model/navigation-nodes';
import { CountryFlag } from './country-flag';
import styles from './sports-list.module.css';

export interface NavigationRowProps {
  readonly node: NavigationNode;
  /** The market's page, for a MARKET whose event is known. */
  readonly marketPath: string | undefined;
  /** Under event type 7 or 4339. */
  readonly racing: boolean;
  readonly now: number;
  readonly onOpen: (node: NavigationNode) => void;
}

function useStartTime(startTime: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  if (startTime === undefined) return undefined;
  return new Intl.DateTimeFormat(dateLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(startTime));
}

function RaceLabel({ node, now }: { readonly node: NavigationNode; readonly now: number }) {
  const { t } = useTranslation();
  const time = useStartTime(node.startTime);
  return (
    <>
      {node.countryCode !== undefined && <CountryFlag countryCode={node.countryCode} />}{' '}
      {node.startTime !== undefined && startsTomorrow(node.startTime, now) && (
        <>
          <span className={styles.tomorrow}>{t('sportsList.tomorrow')}</span>{' '}
        </>
      )}
      {time !== undefined && (
        <>
          <span className={styles.time}>{time}</span>{' '}
        </>
      )}
      <span className={styles.name}>{node.venue ?? node.name}</span>
    </>
  );
}

function RacingMarketLabel({ node }: { readonly node: NavigationNode }) {
  const time = useStartTime(node.startTime);
  if (time === undefined || node.venue === undefined) return <span className={styles.name}>{node.name}</span>;
  return (
    <>
      <span className={styles.time}>{time}</span> <span className={styles.name}>{node.venue}</span>
    </>
  );
}

function RowLabel({ node, racing, now }: Pick<NavigationRowProps, 'node' | 'racing' | 'now'>) {
  if (node.type === 'RACE') return <RaceLabel node={node} now={now} />;
  if (node.type === 'MARKET' && racing) return <RacingMarketLabel node={node} />;
  return <span className={styles.name}>{node.name}</span>;
}

export function NavigationRow({ node, marketPath, racing, now, onOpen }: NavigationRowProps) {
  const label = <RowLabel node={node} racing={racing} now={now} />;
  if (node.type === 'MARKET') {
    // A market with no known event has no page address; it is shown, not linked.
    return marketPath === undefined ? (
      <span className={styles.row}>{label}</span>
    ) : (
      <Link className={styles.row} to={marketPath}>
        {label}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(node)}>
      {label}
    </button>
  );
}
