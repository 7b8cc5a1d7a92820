import { Card, Skeleton, Stack, VisuallyHidden } from '@globalhire/ui';

/** Placeholder cards while a list loads, announced once to screen readers. */
export function LoadingCards({ count = 3, label }: { count?: number; label: string }) {
  return (
    <Stack space="medium" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i}>
          <Stack space="medium">
            <Skeleton width="55%" height="xlarge" />
            <Skeleton width="35%" />
            <Skeleton lines={2} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
