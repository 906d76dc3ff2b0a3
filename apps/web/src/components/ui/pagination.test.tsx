import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { Pagination, visiblePageNumbers } from './pagination';

beforeEach(async () => {
  await initI18n('en');
});

function PagedList({
  pageCount,
  initialPage = 1,
}: {
  readonly pageCount: number;
  readonly initialPage?: number;
}) {
  const [page, setPage] = useState(initialPage);
  return (
    <>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Results pages" />
      <output>{`showing page ${page}`}</output>
    </>
  );
}

function pageNumbersShown(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Results pages' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

describe('Pagination', () => {
  it('shows at most three page numbers, the current one marked, following the current page', async () => {
    const user = userEvent.setup();
    render(<PagedList pageCount={10} />);
    expect(pageNumbersShown()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('showing page 3')).toBeInTheDocument();
    expect(pageNumbersShown()).toEqual(['2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pageNumbersShown()).toEqual(['3', '4', '5']);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('showing page 2')).toBeInTheDocument();
  });

  it('cannot go before the first page or past the last', async () => {
    const user = userEvent.setup();
    render(<PagedList pageCount={4} initialPage={4} />);
    expect(pageNumbersShown()).toEqual(['2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('showing page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('shows every page when there are three or fewer, and nothing for a single page', () => {
    const { unmount } = render(<PagedList pageCount={2} />);
    expect(pageNumbersShown()).toEqual(['1', '2']);
    unmount();
    render(<PagedList pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names its buttons in the interface language', async () => {
    await changeInterfaceLanguage('pt');
    render(<PagedList pageCount={5} />);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
    await changeInterfaceLanguage('en');
  });

  it('keeps the window of page numbers inside the pages that exist', () => {
    expect(visiblePageNumbers(1, 1)).toEqual([1]);
    expect(visiblePageNumbers(1, 0)).toEqual([]);
    expect(visiblePageNumbers(5, 5)).toEqual([3, 4, 5]);
    expect(visiblePageNumbers(3, 5)).toEqual([2, 3, 4]);
  });
});
