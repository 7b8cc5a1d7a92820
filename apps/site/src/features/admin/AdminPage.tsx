import type { ReactNode } from 'react';
import { Heading, Inline, Stack, Text } from '@globalhire/ui';
import { usePageMeta } from '../../seo/usePageMeta';

export interface AdminPageProps {
  /** The page's one h1 and its browser title. */
  title: string;
  /** One line under the heading; also the meta description. */
  intro: string;
  /** Beside the heading, e.g. a link to a related screen. */
  action?: ReactNode;
  children: ReactNode;
}

/** An admin screen: the heading and intro, then the content (the panel layout is around it). */
export function AdminPage({ title, intro, action, children }: AdminPageProps) {
  usePageMeta({ title, description: intro, noIndex: true });
  return (
    <Stack space="xlarge">
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="xsmall">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {action}
      </Inline>
      {children}
    </Stack>
  );
}
