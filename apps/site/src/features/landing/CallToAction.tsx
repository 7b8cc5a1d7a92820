import type { ReactNode } from 'react';
import { Heading, Inline, Stack, Text } from '@globalhire/ui';
import * as styles from './Landing.css';

/** The closing band of a landing page: one question, one sentence, the sign-up links. */
export function CallToAction({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <section className={styles.callToAction} aria-labelledby="call-to-action">
      <Stack space="large" align="center">
        <Heading level={2} id="call-to-action">
          {title}
        </Heading>
        <Text size="large" tone="muted" align="center">
          {text}
        </Text>
        <Inline space="medium" align="center">
          {actions}
        </Inline>
      </Stack>
    </section>
  );
}
