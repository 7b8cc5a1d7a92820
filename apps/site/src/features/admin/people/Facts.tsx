import type { ReactNode } from 'react';
import { Text } from '@globalhire/ui';
import * as styles from './people.css';

export interface Fact {
  term: string;
  detail: ReactNode;
  /** Takes the whole width (long text). */
  wide?: boolean;
}

/** Terms and their details as a definition list, '—' for what was not given. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div
          key={fact.term}
          className={fact.wide ? `${styles.fact} ${styles.wideFact}` : styles.fact}
        >
          <dt>
            <Text as="span" size="small" tone="muted">
              {fact.term}
            </Text>
          </dt>
          <dd className={styles.factDetail}>
            <Text as="span">{fact.detail ?? '—'}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
