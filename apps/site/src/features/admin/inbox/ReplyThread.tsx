import { formatDateTime } from '@globalhire/data';
import { Card, Heading, Stack, Text } from '@globalhire/ui';
import type { ContactReply } from '@globalhire/data';
import * as styles from './inbox.css';

/** The replies already sent, oldest first: who, when and what. */
export function ReplyThread({ replies }: { replies: readonly ContactReply[] }) {
  return (
    <Stack space="medium" as="section" aria-labelledby="replies-heading">
      <Heading level={3} as="h2" id="replies-heading">
        Replies ({replies.length})
      </Heading>
      {replies.length === 0 ? (
        <Text tone="muted">No reply has been sent yet.</Text>
      ) : (
        <ol className={styles.thread} aria-label="Replies, oldest first">
          {replies.map((reply) => (
            <li key={reply.id} className={styles.listItem}>
              <Card padding="large" tone="sunken">
                <Stack space="small">
                  <Text size="small" tone="muted">
                    <strong>{reply.author_name}</strong> replied on{' '}
                    <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
                  </Text>
                  <Text className={styles.preserveLines}>{reply.body}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
