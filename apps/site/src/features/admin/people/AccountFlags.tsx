import { Badge, Stack, Text } from '@globalhire/ui';
import type { AccountFlag } from './accountFlags';
import * as styles from './people.css';

/** What to know before deciding on an account, most serious first, as a list. */
export function AccountFlags({ flags }: { flags: readonly AccountFlag[] }) {
  return (
    <Stack space="small" as="ul" aria-label="Checks">
      {flags.map((flag) => (
        <div key={flag.key} className={styles.flag}>
          <Badge tone={flag.tone}>{flag.title}</Badge>
          <Text as="span" size="small">
            {flag.detail}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
