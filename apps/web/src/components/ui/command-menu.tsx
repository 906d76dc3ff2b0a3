// A filterable list of actions driven from the keyboard (WAI-ARIA combobox with a listbox): the
// text field keeps focus, ↑ ↓ Home End move the active option (aria-activedescendant), Enter runs
// it, a click runs one too. The owner filters the items as the text changes. Used by the command
// palette (issue 21 §5) inside a DialogContent.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './command-menu.module.css';

export interface CommandMenuItem {
  readonly id: string;
  readonly label: string;
  /** Shown at the end of the row (a key, a sport). */
  readonly detail?: string;
  /** A heading drawn above the first item of each group. */
  readonly group?: string;
}

export interface CommandMenuProps {
  readonly label: string;
  readonly listLabel: string;
  readonly placeholder: string;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly items: readonly CommandMenuItem[];
  readonly onRun: (id: string) => void;
  /** Shown under the list: searching, nothing found, a failure. */
  readonly status?: ReactNode;
}

export function CommandMenu(props: CommandMenuProps) {
  const { items, onRun } = props;
  const id = useId();
  // A new list (the text changed, results came) starts at its first option.
  const [active, setActiveIn] = useState({ items, at: 0 });
  const index = active.items === items ? Math.min(active.at, items.length - 1) : 0;
  const setActive = (at: number) => setActiveIn({ items, at });
  const optionId = (at: number) => `${id}-option-${at}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const move: Partial<Record<string, number>> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = move[event.key];
    if (next !== undefined && items.length > 0) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && items[index] !== undefined) {
      event.preventDefault();
      onRun(items[index].id);
    }
  };
  return (
    <div className={styles.menu}>
      <input
        className={styles.input}
        role="combobox"
        aria-label={props.label}
        aria-expanded={items.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? optionId(index) : undefined}
        placeholder={props.placeholder}
        value={props.text}
        onChange={(event) => props.onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <ul className={styles.list} id={`${id}-list`} role="listbox" aria-label={props.listLabel}>
        {items.map((item, at) => (
          <li key={item.id} role="presentation">
            {item.group !== undefined && item.group !== items[at - 1]?.group && (
              <span className={styles.group} aria-hidden="true">
                {item.group}
              </span>
            )}
            <div
              id={optionId(at)}
              role="option"
              aria-selected={at === index}
              className={styles.option}
              onPointerMove={() => setActive(at)}
              onClick={() => onRun(item.id)}
            >
              <span className={styles.label}>{item.label}</span>
              {item.detail !== undefined && <kbd className={styles.detail}>{item.detail}</kbd>}
            </div>
          </li>
        ))}
      </ul>
      {props.status !== undefined && (
        <p className={styles.status} role="status">
          {props.status}
        </p>
      )}
    </div>
  );
}
