// Page navigation for paged lists (account-and-product §9: "page numbers shown 3"): previous and
// next icon buttons around a window of at most three page numbers that follows the current page.
// Pages are 1-based, as the trader reads them. The current page is marked aria-current="page"
// and, with one page or none, the control renders nothing (there is nowhere to go).
import { PAGING } from '@greenbook/trading';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import { buttonClassName } from './button';
import styles from './pagination.module.css';

export type PaginationProps = {
  /** The page shown, 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
  /** The navigation landmark's accessible name, e.g. "Search results pages". */
  readonly label: string;
};

/** The page numbers to show: up to three consecutive pages, the current one centred when it can be. */
export function visiblePageNumbers(page: number, pageCount: number): number[] {
  const count = Math.min(PAGING.pageNumbersShown, Math.max(0, pageCount));
  const first = Math.min(Math.max(1, page - Math.floor(PAGING.pageNumbersShown / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <IconButton
        label={t('pagination.previous')}
        icon={ChevronLeft}
        disabled={current === 1}
        onClick={() => onPageChange(current - 1)}
      />
      {visiblePageNumbers(current, pageCount).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={t('pagination.page', { page: number })}
          aria-current={number === current ? 'page' : undefined}
          className={buttonClassName(number === current ? 'primary' : 'ghost', styles.number)}
          onClick={() => {
            if (number !== current) onPageChange(number);
          }}
        >
          {number}
        </button>
      ))}
      <IconButton
        label={t('pagination.next')}
        icon={ChevronRight}
        disabled={current === pageCount}
        onClick={() => onPageChange(current + 1)}
      />
    </nav>
  );
}
