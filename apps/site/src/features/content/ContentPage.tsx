import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text, type ContainerWidth } from '@globalhire/ui';

export interface ContentPageProps {
  /** The page's one h1. */
  title: string;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** Small text above the title, e.g. a date or a category. */
  eyebrow?: ReactNode;
  width?: ContainerWidth;
  children: ReactNode;
}

/** The frame of a public content page: a centred column with the title, an intro and the content. */
export function ContentPage({
  title,
  intro,
  eyebrow,
  width = 'large',
  children,
}: ContentPageProps) {
  return (
    <Container width={width}>
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        <Stack space="xxlarge">
          <Stack space="medium">
            {eyebrow}
            <Heading level={1}>{title}</Heading>
            {intro && (
              <Text size="large" tone="muted">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
