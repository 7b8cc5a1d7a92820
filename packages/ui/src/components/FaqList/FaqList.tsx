import { clsx } from 'clsx';
import { ChevronDown, SearchX } from 'lucide-react';
import {
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { EmptyState } from '../EmptyState';
import { TextInput } from '../TextInput';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FaqList.css';
import { filterFaqItems, type FaqItem } from './filterFaqItems';

export const faqQuestionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type FaqQuestionHeadingLevel = (typeof faqQuestionHeadingLevels)[number];

export interface FaqListProps extends Omit<ComponentProps<'div'>, 'children'> {
  items: readonly FaqItem[];
  /** The search box's visible label, e.g. 'Search FAQs'. */
  searchLabel: string;
  searchPlaceholder?: string;
  /**
   * The search field's name in a GET form (e.g. 'q'): Enter then reloads the page with
   * `?q=<text>`, for a server that filters by it (`defaultQuery`) when the page has no script.
   * Without it the search is a lone field that filters as the reader types.
   */
  searchName?: string;
  /** Shown when the search matches nothing. */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** An action under the empty state, e.g. a link to contact support. */
  emptyAction?: ReactNode;
  /** A decorative icon over the empty state; a crossed-out magnifier by default. */
  emptyIcon?: ReactNode;
  /** Controlled search text; pair with `onQueryChange`. */
  query?: string;
  /** Initial search text when uncontrolled. */
  defaultQuery?: string;
  onQueryChange?: (query: string) => void;
  /** The id of the entry open at first. */
  defaultOpenId?: string;
  /** Announces the result count to screen readers after each search, e.g. (n) => `${n} questions`. */
  resultsAnnouncement?: (count: number) => string;
  /** The heading element of each question, to fit the page outline. */
  questionHeadingLevel?: FaqQuestionHeadingLevel;
}

/**
 * Searchable questions and answers; one answer is open at a time. Each entry is a native
 * `<details>` and the entries of a list share a `name`, so the browser opens and closes them and
 * keeps one open, from the server's HTML on, with or without script.
 */
export function FaqList({
  items,
  searchLabel,
  searchPlaceholder,
  searchName,
  emptyTitle,
  emptyDescription,
  emptyAction,
  emptyIcon = <SearchX />,
  query: controlledQuery,
  defaultQuery = '',
  onQueryChange,
  defaultOpenId,
  resultsAnnouncement,
  questionHeadingLevel = 3,
  className,
  ...rest
}: FaqListProps) {
  const group = useId();
  const [uncontrolledQuery, setUncontrolledQuery] = useState(defaultQuery);
  const query = controlledQuery ?? uncontrolledQuery;
  const visibleItems = useMemo(() => filterFaqItems(items, query), [items, query]);
  // Follows what the browser opens, so an entry hidden by a search and shown again keeps its state.
  const [openId, setOpenId] = useState(defaultOpenId);
  const QuestionHeading = `h${questionHeadingLevel}` as const;

  const handleQueryChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (controlledQuery === undefined) setUncontrolledQuery(event.target.value);
    onQueryChange?.(event.target.value);
  };

  const handleToggle = (id: string) => (event: ToggleEvent<HTMLDetailsElement>) => {
    const opened = event.newState === 'open';
    setOpenId((current) => (opened ? id : current === id ? undefined : current));
  };

  const searchField = (
    <TextInput
      type="search"
      label={searchLabel}
      placeholder={searchPlaceholder}
      name={searchName}
      value={query}
      onChange={handleQueryChange}
      autoComplete="off"
    />
  );

  return (
    <div data-slot="faq-list" className={clsx(styles.root, className)} {...rest}>
      {searchName ? (
        // With the app the list already follows the typing: Enter has nothing left to send.
        <form
          role="search"
          method="get"
          className={styles.search}
          onSubmit={(event: FormEvent) => event.preventDefault()}
        >
          {searchField}
        </form>
      ) : (
        searchField
      )}
      {resultsAnnouncement ? (
        <VisuallyHidden
          role="status"
          data-slot="faq-announcement"
          // Every count's words, for a page that filters without React (a visitor's public page).
          data-messages={
            searchName
              ? JSON.stringify(
                  items
                    .map((_, index) => resultsAnnouncement(index))
                    .concat(resultsAnnouncement(items.length)),
                )
              : undefined
          }
        >
          {query.trim() ? resultsAnnouncement(visibleItems.length) : ''}
        </VisuallyHidden>
      ) : null}
      {visibleItems.length > 0 || searchName ? (
        <div className={styles.list} data-slot="faq-items">
          {visibleItems.map((item) => (
            <details
              key={item.id}
              name={group}
              open={item.id === openId}
              onToggle={handleToggle(item.id)}
              className={styles.item}
              data-slot="faq-item"
            >
              <summary className={styles.summary}>
                <QuestionHeading className={styles.question}>{item.question}</QuestionHeading>
                <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
              </summary>
              <div className={styles.answerBody}>
                <p className={styles.answer}>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      ) : null}
      {visibleItems.length === 0 || searchName ? (
        // In a GET form the empty state is always there, hidden while something matches, so a
        // page filtering without React can show it.
        <div data-slot="faq-empty" hidden={visibleItems.length > 0}>
          <EmptyState
            title={emptyTitle}
            description={emptyDescription}
            action={emptyAction}
            icon={emptyIcon}
          />
        </div>
      ) : null}
    </div>
  );
}
