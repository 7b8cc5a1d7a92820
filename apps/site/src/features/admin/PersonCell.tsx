import type { ReactNode } from 'react';
import { Link, Stack, Text } from '@globalhire/ui';

/** A person in a table row: the name, with the e-mail address under it. */
export function PersonCell({
  name,
  email,
  note,
  href,
}: {
  name: string;
  email: string | null;
  note?: ReactNode;
  /** Where the name leads, e.g. the person's page in the back office. */
  href?: string;
}) {
  return (
    <Stack space="xxsmall">
      <Text as="span" size="small" weight="semibold">
        {href ? <Link href={href}>{name}</Link> : name}
        {note ? (
          <Text as="span" size="small" tone="muted" weight="regular">
            {' '}
            {note}
          </Text>
        ) : null}
      </Text>
      {email ? (
        <Text as="span" size="small" tone="muted">
          {email}
        </Text>
      ) : null}
    </Stack>
  );
}
