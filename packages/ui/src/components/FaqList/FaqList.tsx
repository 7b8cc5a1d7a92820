import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import { useMemo, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { Accordion, AccordionItem, type AccordionHeadingLevel } from '../Accordion';
import { EmptyState } from '../EmptyState';
import { TextInput } from '../TextInput';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FaqList.css';
import { filterFaqItems, type FaqItem } from './filterFaqItems';

export interface FaqListProps extends Omit<ComponentProps<'div'>, 'children'> {
  items: readonly FaqItem[];
  /** The search box's visible label, e.g. 'Search FAQs'. */
  searchLabel: string;
  searchPlaceholder?: string;
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
  questionHeadingLevel?: AccordionHeadingLevel;
}

/** Searchable questions and answers; one answer is open at a time. */
export function FaqList({
  items,
  searchLabel,
  searchPlaceholder,
  emptyTitle,
  emptyDescription,
  emptyAction,
  emptyIcon = <SearchX />,
  query: controlledQuery,
  defaultQuery = '',
  onQueryChange,
  defaultOpenId,
  resultsAnnouncement,
  questionHeadingLevel,
  className,
  ...rest
}: FaqListProps) {
  const [uncontrolledQuery, setUncontrolledQuery] = useState(defaultQuery);
  const query = controlledQuery ?? uncontrolledQuery;
  const visibleItems = useMemo(() => filterFaqItems(items, query), [items, query]);

  const handleQueryChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (controlledQuery === undefined) setUncontrolledQuery(event.target.value);
    onQueryChange?.(event.target.value);
  };

  return (
    <div data-slot="faq-list" className={clsx(styles.root, className)} {...rest}>
      <TextInput
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={query}
        onChange={handleQueryChange}
        autoComplete="off"
      />
      {resultsAnnouncement ? (
        <VisuallyHidden role="status">
          {query.trim() ? resultsAnnouncement(visibleItems.length) : ''}
        </VisuallyHidden>
      ) : null}
      {visibleItems.length > 0 ? (
        <Accordion type="single" collapsible defaultValue={defaultOpenId}>
          {visibleItems.map((item) => (
            <AccordionItem
              key={item.id}
              value={item.id}
              title={item.question}
              headingLevel={questionHeadingLevel}
            >
              <p className={styles.answer}>{item.answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      ) : (
        <EmptyState
          title={emptyTitle}
          description={emptyDescription}
          action={emptyAction}
          icon={emptyIcon}
        />
      )}
    </div>
  );
}
