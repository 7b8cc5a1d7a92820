import { Link, Text } from '@globalhire/ui';
import { formatDate } from '@globalhire/data';
import * as styles from './visaCatalogue.css';

/** The site a source address is on, e.g. 'gov.uk' for https://www.gov.uk/skilled-worker-visa. */
export function sourceSite(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A catalogue row's source: a link named after its site (a new tab), and the date it gives. */
export function SourceCell({ url, date }: { url: string; date?: string | null }) {
  return (
    <div className={styles.cellLines}>
      <Link href={url} external>
        {sourceSite(url)}
      </Link>
      {date ? (
        <Text size="small" tone="muted">
          {formatDate(date)}
        </Text>
      ) : null}
    </div>
  );
}
