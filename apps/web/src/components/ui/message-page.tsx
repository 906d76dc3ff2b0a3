// A whole page that says one thing (not found, crashed): an icon, a title, a few lines and what to
// do next, centred on the page in the design tokens. The page's texts stay its own.
import type { LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './message-page.module.css';

export interface MessagePageProps extends Omit<ComponentProps<'main'>, 'title'> {
  readonly icon: LucideIcon;
  readonly title: ReactNode;
  /** `lose` for a failure (the crash page), `accent` otherwise. */
  readonly tone?: 'accent' | 'lose';
  /** The way on: a link or a button. */
  readonly action: ReactNode;
}

export function MessagePage({
  icon: Icon,
  title,
  tone = 'accent',
  action,
  children,
  ...props
}: MessagePageProps) {
  const titleId = useId();
  return (
    <main className={styles.page} aria-labelledby={titleId} {...props}>
      <div className={styles.panel}>
        <span className={tone === 'lose' ? styles.iconLose : styles.icon}>
          <Icon aria-hidden="true" size={32} />
        </span>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <div className={styles.text}>{children}</div>
        <div className={styles.action}>{action}</div>
      </div>
    </main>
  );
}
