import type { ComponentProps } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import * as styles from './Tabs.css';

/**
 * Panels of related content, one shown at a time. Radix supplies the tablist/tab/tabpanel roles,
 * their aria wiring, and the keyboard: arrows move between tabs (and, with the default automatic
 * activation, show that tab's panel), Home and End jump to the ends.
 * Uncontrolled with `defaultValue`, controlled with `value` and `onValueChange`.
 */
export type TabsProps = ComponentProps<typeof RadixTabs.Root>;

export function Tabs({ className, ...props }: TabsProps) {
  return <RadixTabs.Root data-slot="tabs" {...props} className={clsx(styles.root, className)} />;
}

/** The row of tabs. Give it an `aria-label` naming what the tabs switch between. */
export type TabsListProps = ComponentProps<typeof RadixTabs.List>;

export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <RadixTabs.List data-slot="tabs-list" {...props} className={clsx(styles.list, className)} />
  );
}

export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger
      data-slot="tabs-trigger"
      {...props}
      className={clsx(styles.trigger, className)}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <RadixTabs.Content
      data-slot="tabs-content"
      {...props}
      className={clsx(styles.content, className)}
    />
  );
}
