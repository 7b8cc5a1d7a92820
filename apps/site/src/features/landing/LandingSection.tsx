import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@globalhire/ui';

export interface LandingSectionProps {
  title: string;
  intro?: ReactNode;
  /** The heading's id, which names the section. */
  id: string;
  children: ReactNode;
}

/** A titled band of a landing page; the h2 names the region for screen readers. */
export function LandingSection({ title, intro, id, children }: LandingSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level={2} id={id}>
            {title}
          </Heading>
          {intro ? <Text tone="muted">{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </section>
  );
}
