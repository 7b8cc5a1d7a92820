import { Alert, Button } from '@globalhire/ui';

export interface QueryErrorAlertProps {
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying?: boolean;
}

/** A list that could not be loaded: what failed, the server's reason, and a way to try again. */
export function QueryErrorAlert({ title, error, onRetry, retrying }: QueryErrorAlertProps) {
  return (
    <Alert
      tone="critical"
      title={title}
      action={
        <Button
          size="small"
          variant="soft"
          tone="critical"
          onClick={onRetry}
          loading={retrying}
          loadingLabel="Trying again..."
        >
          Try again
        </Button>
      }
    >
      {error?.message}
    </Alert>
  );
}
