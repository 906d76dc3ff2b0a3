// trading-core §2/§9: a changed traded volume or last traded price is highlighted for 1 s. The
// value is the element key, so each change remounts the span and restarts its 1 s CSS animation;
// no timer or state, and nothing flashes on first sight.
import { useState, type ReactNode } from 'react';
import styles from './grid.module.css';

export function ChangeFlash({ value, children }: { readonly value: string; readonly children: ReactNode }) {
  const [initial] = useState(value);
  const changed = value !== initial;
  return (
    <span key={value} className={changed ? styles.flash : undefined} data-changed={changed}>
      {children}
    </span>
  );
}
