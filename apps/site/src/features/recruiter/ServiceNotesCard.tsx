import { useState } from 'react';
import { Lock } from 'lucide-react';
import { Button, Card, Heading, Inline, Skeleton, Stack, Text, Textarea, toast } from '@globalhire/ui';
import { formatDateTime, serviceValidationMessages } from '@globalhire/data';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { useAddServiceNote, useRecruiterId, useServiceNotes } from './recruiterQueries';

export const notesPrivacy = 'Only GlobalHire staff see these notes';

/** Internal notes on the candidate: never shown to them or to employers. */
export function ServiceNotesCard({ candidateId }: { candidateId: string }) {
  const me = useRecruiterId();
  const notes = useServiceNotes(candidateId);
  const add = useAddServiceNote(candidateId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Card>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={3} as="h2">
            Internal notes
          </Heading>
          <Inline space="xsmall" alignY="center">
            <Lock aria-hidden size={16} />
            <Text size="small" tone="muted">
              {notesPrivacy}: never the candidate, never employers.
            </Text>
          </Inline>
        </Stack>
        <form
          aria-label="Add an internal note"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) {
              setError(serviceValidationMessages.note);
              return;
            }
            setError(undefined);
            add.mutate(body, {
              onSuccess: () => {
                setBody('');
                toast({ title: 'Note added', description: notesPrivacy + '.', tone: 'positive' });
              },
              onError: (failure) => setError(failure.message),
            });
          }}
        >
          <Stack space="small">
            <Textarea
              label="Note"
              rows={3}
              maxLength={5000}
              value={body}
              error={error}
              onChange={(event) => setBody(event.target.value)}
            />
            <Inline space="small">
              <Button type="submit" variant="soft" loading={add.isPending} loadingLabel="Adding...">
                Add note
              </Button>
            </Inline>
          </Stack>
        </form>
        {notes.isPending ? (
          <Skeleton lines={2} />
        ) : notes.isError ? (
          <QueryErrorAlert
            title="The notes could not be loaded."
            error={notes.error}
            onRetry={() => void notes.refetch()}
            retrying={notes.isRefetching}
          />
        ) : notes.data.length === 0 ? (
          <Text tone="muted">No notes yet.</Text>
        ) : (
          <Stack space="medium" as="ul" dividers aria-label="Internal notes">
            {notes.data.map((note) => (
              <Stack key={note.id} space="xsmall">
                <Text size="small" tone="muted">
                  {note.author_id === me ? 'You' : 'GlobalHire staff'} · {formatDateTime(note.created_at)}
                </Text>
                <Text>{note.body}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
