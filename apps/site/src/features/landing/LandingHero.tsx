import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Box, Card, Container, Heading, Inline, Stack, Text } from '@globalhire/ui';
import * as styles from './Landing.css';

export interface LandingHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The page's main buttons. */
  actions: ReactNode;
  /** Three short selling points, shown ticked beside the copy. */
  highlights: readonly string[];
}

/** The top of a landing page: the one h1, its pitch, the main buttons and a ticked list of highlights. */
export function LandingHero({ eyebrow, title, intro, actions, highlights }: LandingHeroProps) {
  return (
    <div className={styles.hero}>
      <Container>
        <Box paddingY={['xxxlarge', 'huge']}>
          <div className={styles.heroGrid}>
            <Stack space="large" className={styles.heroCopy}>
              <Text size="small" weight="semibold" tone="brand">
                {eyebrow}
              </Text>
              <Heading level={1}>{title}</Heading>
              <Text size="large" tone="muted">
                {intro}
              </Text>
              <Inline space="medium">{actions}</Inline>
            </Stack>
            <Card padding="xlarge">
              <ul role="list" className={styles.highlights}>
                {highlights.map((highlight) => (
                  <li key={highlight} className={styles.highlight}>
                    <span className={styles.highlightIcon} aria-hidden="true">
                      <CircleCheck size={20} />
                    </span>
                    <Text weight="medium">{highlight}</Text>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </Box>
      </Container>
    </div>
  );
}
