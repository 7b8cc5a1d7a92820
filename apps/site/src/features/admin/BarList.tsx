import { formatNumber } from '@globalhire/data';
import { Card, EmptyState, Heading, Skeleton, Stack } from '@globalhire/ui';
import * as styles from './BarList.css';

export interface BarListItem {
  key: string;
  label: string;
  total: number;
}

export interface BarListProps {
  title: string;
  items: readonly BarListItem[];
  loading?: boolean;
  emptyTitle: string;
}

/** Counts as a ranked list with bars as long as their share of the largest (no chart library needed). */
export function BarList({ title, items, loading = false, emptyTitle }: BarListProps) {
  const largest = Math.max(...items.map((item) => item.total), 1);
  return (
    <Card padding="xlarge" aria-busy={loading || undefined}>
      <Stack space="large">
        <Heading level={2}>{title}</Heading>
        {loading ? (
          <Stack space="medium">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} width={`${90 - index * 15}%`} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState title={emptyTitle} titleAs="h3" />
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.key}>
                <div className={styles.row}>
                  <span>{item.label}</span>
                  <span className={styles.count}>{formatNumber(item.total)}</span>
                </div>
                <div className={styles.track} aria-hidden>
                  <div
                    className={styles.fill}
                    style={{ width: `${(item.total / largest) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
