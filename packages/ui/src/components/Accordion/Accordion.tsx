import type { ComponentProps, ReactNode } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import * as styles from './Accordion.css';

export const accordionTypes = ['single', 'multiple'] as const;
export type AccordionType = (typeof accordionTypes)[number];

/**
 * `type="single"` keeps at most one item open (the FAQ); `collapsible` lets that item close
 * again. `type="multiple"` lets any number stay open. Radix supplies keyboard support
 * (arrows, Home, End) and the aria wiring between each heading button and its panel.
 */
export type AccordionProps = ComponentProps<typeof RadixAccordion.Root> & {
  /** Single mode only: let the open item be closed again. Ignored in multiple mode. */
  collapsible?: boolean;
};

export function Accordion({ className, collapsible, ...props }: AccordionProps) {
  const rootClassName = clsx(styles.root, className);
  // Radix's multiple mode would pass `collapsible` on to the DOM, so it only reaches single mode.
  return props.type === 'single' ? (
    <RadixAccordion.Root
      data-slot="accordion"
      {...props}
      collapsible={collapsible}
      className={rootClassName}
    />
  ) : (
    <RadixAccordion.Root data-slot="accordion" {...props} className={rootClassName} />
  );
}

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionItemProps extends Omit<
  ComponentProps<typeof RadixAccordion.Item>,
  'title'
> {
  /** Unique within the accordion; used for `value`/`defaultValue`. */
  value: string;
  /** The always-visible heading, e.g. the FAQ question. */
  title: ReactNode;
  /** The heading element that wraps the button, to fit the page outline. */
  headingLevel?: AccordionHeadingLevel;
  children: ReactNode;
}

export function AccordionItem({
  value,
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: AccordionItemProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Item
      data-slot="accordion-item"
      {...props}
      value={value}
      className={clsx(styles.item, className)}
    >
      <RadixAccordion.Header asChild>
        <HeadingTag className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger} data-slot="accordion-trigger">
            <span>{title}</span>
            <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
          </RadixAccordion.Trigger>
        </HeadingTag>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content} data-slot="accordion-content">
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
