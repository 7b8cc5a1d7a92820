import type { ReactNode } from 'react';
import { Box, Card, Container } from '@globalhire/ui';

/** The narrow centred card every sign-in and sign-up screen sits in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Container width="small">
      <Box paddingY={{ mobile: 'xlarge', tablet: 'xxxlarge' }}>
        <Card padding="xlarge">{children}</Card>
      </Box>
    </Container>
  );
}
