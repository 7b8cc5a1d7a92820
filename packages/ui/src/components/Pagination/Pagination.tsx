import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import { pointsInline } from '../private/directional.css';
import { useUIMessages } from '../UIProvider';
import * as styles from './Pagination.css';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The current page, counting from 1. */
  page: number;
  /** How many pages there are; 0 when there are no results. */
  pageCount: number;
  /** Where the reader is, e.g. 'Page 1 of 5'; announced politely when it changes. */
  pageInfo?: string;
  /** @default messages.previous ('Previous') */
  previousLabel?: string;
  /** @default messages.next ('Next') */
  nextLabel?: string;
  /** The navigation landmark's name. @default messages.pagination ('Pagination') */
  label?: string;
  /** Give hrefs for links (crawlable, URL-synced pages) or handlers for buttons. */
  previousHref?: string;
  nextHref?: string;
  onPrevious?: () => void;
  onNext?: () => void;
}

interface StepControlProps {
  direction: 'previous' | 'next';
  disabled: boolean;
  href?: string;
  onClick?: () => void;
  label: string;
  icon: ReactNode;
}

// A link cannot be disabled, so an end of the range renders a disabled button instead.
function StepControl({ direction, disabled, href, onClick, label, icon }: StepControlProps) {
  const shared = {
    tone: 'neutral',
    variant: 'outline',
    icon,
    iconPosition: direction === 'previous' ? 'start' : 'end',
    'data-direction': direction,
    className: styles.control,
  } as const;
  if (href && !disabled) {
    return (
      <ButtonLink href={href} rel={direction === 'previous' ? 'prev' : 'next'} {...shared}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <Button type="button" disabled={disabled} onClick={onClick} {...shared}>
      {label}
    </Button>
  );
}

/** Previous / Next paging with a page-info line; both ends disable themselves. */
export function Pagination({
  page,
  pageCount,
  pageInfo,
  previousLabel: previousLabelProp,
  nextLabel: nextLabelProp,
  label: labelProp,
  previousHref,
  nextHref,
  onPrevious,
  onNext,
  className,
  ...rest
}: PaginationProps) {
  const messages = useUIMessages();
  const previousLabel = previousLabelProp ?? messages.previous;
  const nextLabel = nextLabelProp ?? messages.next;
  const label = labelProp ?? messages.pagination;
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <nav
      aria-label={label}
      data-slot="pagination"
      className={clsx(styles.root, className)}
      {...rest}
    >
      <StepControl
        direction="previous"
        disabled={isFirst}
        href={previousHref}
        onClick={onPrevious}
        label={previousLabel}
        icon={<ChevronLeft aria-hidden="true" className={pointsInline} />}
      />
      <p className={styles.info} aria-live="polite">
        {pageInfo}
      </p>
      <StepControl
        direction="next"
        disabled={isLast}
        href={nextHref}
        onClick={onNext}
        label={nextLabel}
        icon={<ChevronRight aria-hidden="true" className={pointsInline} />}
      />
    </nav>
  );
}
