import { Button } from '@globalhire/ui';

/** The Retry of a failed admin query: busy while it reads again. */
export function RetryButton({ query }: { query: { isFetching: boolean; refetch: () => unknown } }) {
  return (
    <Button
      size="small"
      variant="soft"
      loading={query.isFetching}
      loadingLabel="Retrying..."
      onClick={() => void query.refetch()}
    >
      Retry
    </Button>
  );
}
