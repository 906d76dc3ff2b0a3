// The design system's collapsible list (Radix Accordion): each item a heading with a button that
// opens or closes its panel; Enter/Space toggle, arrow keys move between the buttons. Several items
// may be open at once (type "multiple"), so a reader can compare answers.
import * as Radix from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionEntry {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

export function Accordion({ entries }: { readonly entries: readonly AccordionEntry[] }) {
  return (
    <Radix.Root type="multiple" className={styles.root}>
      {entries.map((entry) => (
        <Radix.Item key={entry.id} value={entry.id} className={styles.item}>
          <Radix.Header className={styles.header}>
            <Radix.Trigger className={styles.trigger}>
              <span>{entry.title}</span>
              <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
            </Radix.Trigger>
          </Radix.Header>
          <Radix.Content className={styles.content}>{entry.content}</Radix.Content>
        </Radix.Item>
      ))}
    </Radix.Root>
  );
}
