import type { ReactNode } from 'react';
import { Circle, CircleCheck, CircleDot } from 'lucide-react';
import { Text, VisuallyHidden } from '@globalhire/ui';
import * as styles from './Timeline.css';

export interface TimelineItem {
  key: string | number;
  title: ReactNode;
  /** A line under the title, e.g. a date or a description. */
  detail?: ReactNode;
  /** done: a tick; current: the step in hand; todo: an empty circle. */
  state: 'done' | 'current' | 'todo';
}

const stateWords = { done: 'Done', current: 'Current', todo: 'To do' } as const;

/** An ordered list of steps or events with a mark each (read out as Done, Current or To do). */
export function Timeline({
  items,
  label,
  announceState = true,
}: {
  items: readonly TimelineItem[];
  label: string;
  announceState?: boolean;
}) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item} data-state={item.state}>
          <span
            className={[
              styles.mark,
              item.state === 'done'
                ? styles.markDone
                : item.state === 'current'
                  ? styles.markCurrent
                  : '',
            ]
              .join(' ')
              .trim()}
            aria-hidden
          >
            {item.state === 'done' ? (
              <CircleCheck />
            ) : item.state === 'current' ? (
              <CircleDot />
            ) : (
              <Circle />
            )}
          </span>
          <div className={styles.body}>
            <Text weight="semibold">
              {announceState ? <VisuallyHidden>{stateWords[item.state]}: </VisuallyHidden> : null}
              {item.title}
            </Text>
            {item.detail ? (
              <Text as="div" tone="muted" size="small">
                {item.detail}
              </Text>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
