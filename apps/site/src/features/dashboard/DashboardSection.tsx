import { useId, type ReactNode } from 'react';
import { Card, Heading, Inline, Link, Skeleton, Stack, VisuallyHidden } from '@globalhire/ui';

export interface DashboardSectionProps {
  title: string;
  /** Where the whole list lives, e.g. every application. */
  link?: { href: string; label: string };
  busy?: boolean;
  children: ReactNode;
}

/** One block of a dashboard: a level-2 heading in the outline, its link, its content. */
export function DashboardSection({ title, link, busy, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined}>
      <Stack space="medium">
        <Inline space="medium" align="space-between" alignY="center">
          <Heading level={3} as="h2" id={headingId}>
            {title}
          </Heading>
          {link ? <Link href={link.href}>{link.label}</Link> : null}
        </Inline>
        {children}
      </Stack>
    </section>
  );
}

/** Placeholder rows inside one card while a section loads, announced once to screen readers. */
export function LoadingRows({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Card>
      <Stack space="large">
        <VisuallyHidden role="status">{label}</VisuallyHidden>
        {Array.from({ length: rows }, (_, i) => (
          <Stack key={i} space="small">
            <Skeleton width="60%" height="large" />
            <Skeleton width="35%" />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
