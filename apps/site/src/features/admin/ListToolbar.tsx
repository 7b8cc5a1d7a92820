import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Select, TextInput, type SelectOption } from '@globalhire/ui';
import * as styles from './ListToolbar.css';

/** How long the search waits for the admin to stop typing. */
const TYPING_PAUSE_MS = 400;

export interface ListFilter {
  name: string;
  label: string;
  /** The first option is usually 'All …' with the value ''. */
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

export interface ListToolbarProps {
  searchLabel?: string;
  searchPlaceholder?: string;
  search?: string;
  onSearch?: (search: string) => void;
  filters?: readonly ListFilter[];
  /** More fields after the filters (e.g. a date range). */
  children?: ReactNode;
}

/** Search box and filters above an admin list; the search runs as the admin pauses or presses Enter. */
export function ListToolbar({
  searchLabel,
  searchPlaceholder,
  search = '',
  onSearch,
  filters = [],
  children,
}: ListToolbarProps) {
  // The box follows the URL (back/forward, Clear filters) unless the admin is typing in it.
  const [draft, setDraft] = useState({ committed: search, text: search });
  if (draft.committed !== search) setDraft({ committed: search, text: search });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (text: string) => {
    window.clearTimeout(timer.current);
    if (text.trim() !== search) onSearch?.(text.trim());
  };

  return (
    <form
      role={onSearch ? 'search' : undefined}
      aria-label={onSearch ? searchLabel : undefined}
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        commit(draft.text);
      }}
    >
      {onSearch ? (
        <TextInput
          type="search"
          className={styles.search}
          label={searchLabel ?? 'Search'}
          placeholder={searchPlaceholder}
          value={draft.text}
          onChange={(event) => {
            const text = event.target.value;
            setDraft((previous) => ({ ...previous, text }));
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => commit(text), TYPING_PAUSE_MS);
          }}
        />
      ) : null}
      {filters.map((filter) => (
        <Select
          key={filter.name}
          className={styles.filter}
          label={filter.label}
          name={filter.name}
          options={filter.options}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
        />
      ))}
      {children}
    </form>
  );
}
