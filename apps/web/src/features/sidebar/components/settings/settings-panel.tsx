// One panel of the settings container: a titled group of controls (a fieldset, so its legend names
// the group for screen readers).
import type { ReactNode } from 'react';
import styles from './settings.module.css';

export function SettingsPanel({
  title,
  className,
  children,
}: {
  readonly title: string;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <fieldset className={[styles['panel'], className].filter(Boolean).join(' ')}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
