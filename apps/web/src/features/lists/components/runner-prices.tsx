// The price column of the sport list (account-and-product §2): each runner's best back and lay,
// price over size, as the latest visible-books refresh gave them. Three-runner markets with a draw
// read 1, x, 2; other markets name their first runners. Every box keeps its width whether it has a
// price or not, so a refresh never moves a price already drawn.
import { formatTradedVolume } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import hidden from '@/components/ui/visually-hidden.module.css';
import type { ListBook, PriceSize } from '../model/list-book';
import type { ListRunner } from '../model/list-rows';
import styles from './lists.module.css';

function Offer({ offer, side }: { readonly offer: PriceSize | undefined; readonly side: 'back' | 'lay' }) {
  return (
    <span className={`${styles.offer} ${side === 'back' ? styles.back : styles.lay}`} aria-hidden="true">
      <span className={styles.offerPrice}>{offer?.price ?? '–'}</span>
      <span className={styles.offerSize}>{offer === undefined ? '' : formatTradedVolume(offer.size)}</span>
    </span>
  );
}

function spoken(offer: PriceSize | undefined, none: string): string {
  return offer === undefined ? none : `${offer.price} (${formatTradedVolume(offer.size) ?? ''})`;
}

export function RunnerPrices({
  runners,
  book,
}: {
  readonly runners: readonly ListRunner[];
  readonly book: ListBook | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.prices}>
      {runners.map((runner) => {
        const prices = book?.runners.get(runner.selectionId);
        return (
          <span key={runner.selectionId} className={styles.runner}>
            <span className={styles.runnerLabel} aria-hidden="true" title={runner.name}>
              {runner.label ?? runner.name}
            </span>
            <Offer offer={prices?.back} side="back" />
            <Offer offer={prices?.lay} side="lay" />
            <span className={hidden.hidden}>
              {t('lists.runnerPrices', {
                runner: runner.label === undefined ? runner.name : `${runner.label} ${runner.name}`,
                back: spoken(prices?.back, t('lists.noPrice')),
                lay: spoken(prices?.lay, t('lists.noPrice')),
              })}
            </span>
          </span>
        );
      })}
    </div>
  );
}
