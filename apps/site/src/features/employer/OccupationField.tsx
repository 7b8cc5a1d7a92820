import { useId, useState, type KeyboardEvent } from 'react';
import { TextInput, VisuallyHidden } from '@globalhire/ui';
import {
  occupationClassificationLabels,
  occupationLabel,
  type OccupationClassification,
  type OccupationOption,
} from '@globalhire/data';
import { useDebouncedValue } from '../forms/useDebouncedValue';
import { useOccupation, useOccupationSearch } from './occupationQueries';
import * as styles from './OccupationField.css';

/** How long typing pauses before the occupations are searched. */
export const OCCUPATION_TYPING_PAUSE_MS = 250;

export interface OccupationValue {
  /** The chosen occupation's code: what is saved ('' for none). */
  code: string;
  /** What the field shows while the employer types; '' shows the chosen occupation. */
  text: string;
}

export interface OccupationFieldProps extends OccupationValue {
  /** The classification of the job's country, whose codes are offered. */
  classification: OccupationClassification;
  error?: string;
  onChange: (value: OccupationValue) => void;
}

/**
 * The job's occupation, chosen from the destination's classification: a combobox (WAI-ARIA's
 * list autocomplete) that searches titles and codes as the employer types. Arrow keys move
 * through the suggestions, Enter chooses one and Escape closes them; the code is what is saved,
 * shown as "Title (code)".
 */
export function OccupationField({
  classification,
  code,
  text,
  error,
  onChange,
}: OccupationFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searching = code === '';
  const typed = useDebouncedValue(text, OCCUPATION_TYPING_PAUSE_MS);
  const search = useOccupationSearch(classification, typed, searching && typed.trim() !== '');
  const stored = useOccupation(classification, text === '' ? code : '');

  const options: OccupationOption[] = searching && text.trim() !== '' ? (search.data ?? []) : [];
  const expanded = open && options.length > 0;
  const shown =
    text !== '' ? text : code ? (stored.data ? occupationLabel(stored.data) : code) : '';
  const classificationName = occupationClassificationLabels[classification];

  let message: string | null = null;
  if (open && searching && text.trim() !== '') {
    if (search.isError) message = 'The occupations could not be loaded. Try again in a moment.';
    else if (search.isPending || (search.isFetching && options.length === 0))
      message = 'Searching…';
    else if (options.length === 0) message = `No ${classificationName} occupation matches.`;
  }
  const status = expanded
    ? `${options.length} ${options.length === 1 ? 'occupation' : 'occupations'} found.`
    : (message ?? '');

  const choose = (option: OccupationOption) => {
    onChange({ code: option.code, text: occupationLabel(option) });
    setOpen(false);
    setActive(-1);
  };

  /** The suggestion on screen the text names exactly: its code, its title or both. */
  const exactMatch = () => {
    const wanted = text.trim().toLowerCase();
    if (!wanted) return undefined;
    return options.find((option) =>
      [option.code, option.title, occupationLabel(option)].some(
        (name) => name.toLowerCase() === wanted,
      ),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        !expanded || current < 0
          ? step === 1
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded) {
      // Choosing, not submitting the form.
      const option = active >= 0 ? options[active] : exactMatch();
      if (!option) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className={styles.combobox}>
      <TextInput
        label="Occupation"
        hint={`Lets candidates see whether they can get a visa for this job. Type its title or ${classificationName} code, then choose it from the list.`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        name="occupation"
        value={shown}
        error={error}
        onChange={(event) => {
          onChange({ code: '', text: event.target.value });
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A code or title typed in full counts as chosen.
          const option = searching ? exactMatch() : undefined;
          if (option) choose(option);
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${classificationName} occupations`}
        className={styles.popup}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={option.code}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Chosen as the button goes down, the focus kept in the input (the keyboard works
            // through it), so the list is not closed by the input's blur first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span>{option.title}</span>
            <span className={styles.code}>{option.code}</span>
          </li>
        ))}
      </ul>
      {message && !expanded ? (
        <div className={styles.popup} aria-hidden="true">
          <div className={styles.message}>{message}</div>
        </div>
      ) : null}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </div>
  );
}
