// trading-core §2/§9: a changed traded volume or last traded price is highlighted for 1 s. Each
// change of the value (also back to an earlier one) gets a new key, which remounts the span and
// restarts its 1 s CSS animation; no timer, and nothing flashes on first sight.
import { useState, type ReactNode } from 'react';
import styles from './grid.module.css';

export function ChangeFlash({ value, children }: { readonly value: string; readonly children: ReactNode }) {
  const [seen, setSeen] = useState({ value, changes: 0 });
  // Derived from the previous render's value, as React advises for state that follows a prop.
  if (seen.value !== value) setSeen({ value, changes: seen.changes + 1 });
  const changed = seen.changes > 0;
  return (
    <span key={seen.changes} className={changed ? styles.flash : undefined} data-changed={changed}>
      {children}
    </span>
  );
}
