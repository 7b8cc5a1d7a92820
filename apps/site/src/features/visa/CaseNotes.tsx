import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Heading,
  Inline,
  Stack,
  Text,
  Textarea,
} from '@globalhire/ui';
import { addVisaCaseNote, formatDate, type AdminVisaCaseDetail } from '@globalhire/data';
import { personName } from './visaLabels';
import type { VisaCaseActions } from './useVisaCase';

/** The case's timeline of notes: shared ones the candidate reads, internal ones only admins see. */
export function CaseNotes({
  visaCase,
  actions,
}: {
  visaCase: AdminVisaCaseDetail;
  actions: VisaCaseActions;
}) {
  const [body, setBody] = useState('');
  const [shared, setShared] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const serverError = actions.lastError?.key === 'note' ? actions.lastError.message : undefined;
  return (
    <Card>
      <Stack space="large">
        <Heading level={3} as="h2">
          Notes
        </Heading>
        <form
          aria-label="Add a note"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) {
              setError('Write the note first.');
              return;
            }
            setError(undefined);
            actions.run({
              key: 'note',
              write: (client, version) =>
                addVisaCaseNote(client, visaCase.id, version, body, shared),
              success: {
                title: 'Note added',
                description: shared ? 'The candidate can read it.' : 'Only admins can read it.',
              },
              onDone: () => setBody(''),
            });
          }}
        >
          <Stack space="small">
            <Textarea
              label="Note"
              value={body}
              rows={3}
              maxLength={4000}
              error={error ?? serverError}
              onChange={(event) => setBody(event.target.value)}
            />
            <Checkbox
              label="The candidate can read this note"
              checked={shared}
              onChange={(event) => setShared(event.target.checked)}
            />
            <Inline space="small">
              <Button type="submit" variant="soft" loading={actions.pending === 'note'}>
                Add note
              </Button>
            </Inline>
          </Stack>
        </form>
        {visaCase.notes.length === 0 ? (
          <Text tone="muted">No notes yet.</Text>
        ) : (
          <Stack space="medium" as="ul" dividers aria-label="Notes">
            {visaCase.notes.map((note) => (
              <Stack key={note.id} space="xsmall">
                <Inline space="small" alignY="center">
                  <Text size="small" tone="muted">
                    {personName(
                      note.author?.first_name ?? null,
                      note.author?.last_name ?? null,
                      'An admin',
                    )}{' '}
                    · {formatDate(note.created_at)}
                  </Text>
                  <Badge tone={note.visible_to_candidate ? 'info' : 'neutral'}>
                    {note.visible_to_candidate ? 'Shared with the candidate' : 'Internal'}
                  </Badge>
                </Inline>
                <Text>{note.body}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
