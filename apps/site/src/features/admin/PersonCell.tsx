import type { ReactNode } from 'react';
import { Stack, Text } from '@globalhire/ui';

/** A person in a table row: the name, with the e-mail address under it. */
export function PersonCell({
  name,
  email,
  note,
}: {
  name: string;
  email: string | null;
  note?: ReactNode;
}) {
  return (
    <Stack space="xxsmall">
      <Text as="span" size="small" weight="semibold">
        {name}
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
