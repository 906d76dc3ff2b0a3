// account-and-product §2: the header's search box; a non-empty query goes to /search?q=, an empty
// one does nothing. §4/§9 "search input debounce 500 ms": on the results page, typing searches by
// itself once the text has been still for 500 ms (the page's query is replaced, so Back leaves the
// results rather than stepping through every word typed); elsewhere only Enter searches, so typing
// never pulls the trader off a market. The box shows the results page's text, also after Back.
import { DEBOUNCES_MS } from '@greenbook/trading';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MAX_SEARCH_TEXT_LENGTH, SEARCH_PATH, searchPath, searchTextOf } from '@/lib/search/search-location';
import styles from './header.module.css';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const onResultsPage = location.pathname === SEARCH_PATH;
  const searchedText = searchTextOf(location);
  const [query, setQuery] = useState(searchedText);
  // A new text in the URL (Back, a link) replaces what the box holds, unless that is the same
  // text still being typed (with a trailing space, say).
  const [shownText, setShownText] = useState(searchedText);
  if (searchedText !== shownText) {
    setShownText(searchedText);
    if (onResultsPage && searchedText !== query.trim()) setQuery(searchedText);
  }
  const text = query.trim();
  useEffect(() => {
    if (!onResultsPage || text === '' || text === searchedText) return undefined;
    const timer = setTimeout(
      () => void navigate(searchPath(text), { replace: true }),
      DEBOUNCES_MS.searchInput,
    );
    return () => clearTimeout(timer);
  }, [onResultsPage, text, searchedText, navigate]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (text === '') return;
        // The text now in the URL is the one typed, so the debounce above has nothing left to do.
        void navigate(searchPath(text));
      }}
    >
      <Search aria-hidden="true" size={16} className={styles.searchIcon} />
      <input
        type="search"
        aria-label={t('shell.searchLabel')}
        placeholder={t('shell.searchPlaceholder')}
        value={query}
        maxLength={MAX_SEARCH_TEXT_LENGTH}
        onChange={(event) => setQuery(event.target.value)}
        className={styles.searchInput}
      />
    </form>
  );
}
