import { Text, VisuallyHidden } from '@globalhire/ui';
import type { AuditEntry } from '@globalhire/data';
import { entryValue, fieldLabel } from './auditLabels';
import * as styles from './audit.css';

type Values = Record<string, unknown> | null;

const asValues = (json: AuditEntry['before']): Values =>
  json && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : null;

/**
 * What an entry changed, readably: each changed column with its value before → after, ids as the
 * names of what they point to. A new row shows only its values, a removed one only what it held.
 */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const before = asValues(entry.before);
  const after = asValues(entry.after);
  const columns = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (columns.length === 0)
    return (
      <Text as="span" size="small" tone="muted">
        No column changed
      </Text>
    );
  return (
    <dl className={styles.changes}>
      {columns.map((column) => (
        <div key={column} className={styles.row}>
          <dt className={styles.field}>{fieldLabel(column)}</dt>
          <dd className={styles.values}>
            {before && after ? (
              <>
                <span className={styles.before}>
                  <VisuallyHidden>was </VisuallyHidden>
                  {entryValue(entry, column, before[column])}
                </span>
                <span className={styles.arrow} aria-hidden>
                  →
                </span>
                <VisuallyHidden>, now </VisuallyHidden>
                <span>{entryValue(entry, column, after[column])}</span>
              </>
            ) : (
              <span className={before ? styles.before : undefined}>
                {entryValue(entry, column, (after ?? before)?.[column])}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
