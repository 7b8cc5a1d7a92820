import type { ReactNode } from 'react';
import { Card, Heading, Inline, Skeleton, Stack } from '@globalhire/ui';
import { QueryErrorAlert } from '../../applicant/QueryErrorAlert';

interface SectionQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isRefetching: boolean;
  refetch: () => unknown;
}

export interface SectionCardProps<T> {
  title: string;
  /** Beside the heading, e.g. a link to the full screen. */
  action?: ReactNode;
  query: SectionQuery<T>;
  /** The failure's title: 'The applications could not be loaded.' */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** One section of an account page: its heading, then a skeleton, the error with Try again, or the content. */
export function SectionCard<T>({
  title,
  action,
  query,
  errorTitle,
  children,
}: SectionCardProps<T>) {
  return (
    <Card>
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="center">
          <Heading level={3} as="h2">
            {title}
          </Heading>
          {action}
        </Inline>
        {query.isPending ? (
          <div role="status" aria-busy="true" aria-label={`Loading: ${title}`}>
            <Skeleton lines={3} />
          </div>
        ) : query.isError || query.data === undefined ? (
          <QueryErrorAlert
            title={errorTitle}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          children(query.data)
        )}
      </Stack>
    </Card>
  );
}
