// account-and-product §2/§5: the multiple-markets ID lists. Each has an input, an add button that
// stays disabled while the input is empty (the type codes: until a known code is chosen) and the
// chosen values as removable chips.
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import type { WidgetsTexts } from '../content/widgets-texts';
import { suggestTypeCodes } from '../model/market-type-codes';
import {
  addToList,
  normaliseEntry,
  removeFromList,
  type WidgetForm,
  type WidgetList,
} from '../model/widget-form';
import styles from './widgets-page.module.css';

interface ListFieldProps {
  readonly texts: WidgetsTexts;
  readonly form: WidgetForm;
  readonly update: (next: (current: WidgetForm) => WidgetForm) => void;
}

function Chips({ texts, form, update, list }: ListFieldProps & { readonly list: WidgetList }) {
  const values = form.lists[list];
  if (values.length === 0) return <p className={styles.hint}>{texts.noEntries}</p>;
  return (
    <ul className={styles.chips} aria-label={texts.lists[list].label}>
      {values.map((value) => (
        <li key={value}>
          <Chip
            removeLabel={texts.remove(value)}
            onRemove={() => update((current) => removeFromList(current, list, value))}
          >
            {value}
          </Chip>
        </li>
      ))}
    </ul>
  );
}

export function ListField({
  texts,
  form,
  update,
  list,
  help,
}: ListFieldProps & { readonly list: Exclude<WidgetList, 'markettypecodes'>; readonly help?: ReactNode }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';
  const add = () => {
    if (normaliseEntry(list, draft) === undefined) return;
    update((current) => addToList(current, list, draft));
    setDraft('');
  };
  return (
    <div className={styles.listField}>
      <label htmlFor={id} className={styles.label}>
        {texts.lists[list].label}
      </label>
      <div className={styles.addRow}>
        <input
          id={id}
          className={styles.input}
          value={draft}
          placeholder={texts.lists[list].placeholder}
          maxLength={list === 'marketcountries' ? 2 : 100}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button disabled={blank} onClick={add} aria-label={`${texts.add}: ${texts.lists[list].label}`}>
          {texts.add}
        </Button>
      </div>
      {help}
      <Chips texts={texts} form={form} update={update} list={list} />
    </div>
  );
}

/** Type Codes: an autocomplete of the known codes with their relevancy, the chosen ones left out. */
export function TypeCodeField({ texts, form, update }: ListFieldProps) {
  const id = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const taken = form.lists.markettypecodes;
  const suggestions = useMemo(() => suggestTypeCodes(query, taken), [query, taken]);
  const canAdd = chosen !== undefined && !taken.includes(chosen);

  const pick = (name: string) => {
    setChosen(name);
    setQuery(name);
    setOpen(false);
  };
  const add = () => {
    if (!canAdd) return;
    update((current) => addToList(current, 'markettypecodes', chosen));
    setChosen(undefined);
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = suggestions[active];
      if (open && option !== undefined) pick(option.name);
      else add();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const activeOption = open ? suggestions[active] : undefined;

  return (
    <div className={styles.listField}>
      <label htmlFor={id} className={styles.label}>
        {texts.lists.markettypecodes.label}
      </label>
      <div className={styles.addRow}>
        <div className={styles.combobox}>
          <input
            id={id}
            className={styles.input}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption === undefined ? undefined : `${listId}-${activeOption.name}`}
            autoComplete="off"
            value={query}
            placeholder={texts.lists.markettypecodes.placeholder}
            maxLength={60}
            onChange={(event) => {
              setQuery(event.target.value);
              setChosen(undefined);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {open && (
            <ul id={listId} role="listbox" aria-label={texts.typeCodeOptions} className={styles.options}>
              {suggestions.length === 0 && (
                <li role="presentation" className={styles.hint}>
                  {texts.noTypeCodes}
                </li>
              )}
              {suggestions.map((option, index) => (
                <li
                  key={option.name}
                  id={`${listId}-${option.name}`}
                  role="option"
                  aria-selected={index === active}
                  aria-label={`${option.name}, ${option.relevancy} ${texts.relevancy}`}
                  className={styles.option}
                  // Before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(option.name);
                  }}
                >
                  <span className={styles.optionName}>{option.name}</span>
                  <span className={styles.relevancy}>{option.relevancy}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Button
          disabled={!canAdd}
          onClick={add}
          aria-label={`${texts.add}: ${texts.lists.markettypecodes.label}`}
        >
          {texts.add}
        </Button>
      </div>
      <Chips texts={texts} form={form} update={update} list="markettypecodes" />
    </div>
  );
}
