// account-and-product §2: the header's search box; a non-empty query goes to /search?q=, an empty
// one does nothing.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './header.module.css';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const text = query.trim();
        if (text === '') return;
        void navigate(`/search?q=${encodeURIComponent(text)}`);
      }}
    >
      <Search aria-hidden="true" size={16} className={styles.searchIcon} />
      <input
        type="search"
        aria-label={t('shell.searchLabel')}
        placeholder={t('shell.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={styles.searchInput}
      />
    </form>
  );
}
