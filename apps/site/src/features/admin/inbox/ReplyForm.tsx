import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, FormLayout, Textarea, toast } from '@globalhire/ui';
import {
  contactReplySchema,
  fieldErrors,
  replyToContactMessage,
  type ContactMessage,
  type ContactReply,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { DataQueryError, unwrap } from '../../../app/query';
import { adminMessages } from '../adminMessages';
import { inboxMessages } from './inboxLabels';

/**
 * The reply by email. What the admin typed stays in the box until the database has stored the
 * reply and queued the email; a reply to a message deleted meanwhile says so and keeps the text.
 */
export function ReplyForm({
  message,
  onSent,
}: {
  message: ContactMessage;
  onSent: (reply: ContactReply) => void;
}) {
  const client = useSupabase();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [deleted, setDeleted] = useState<string>();
  const send = useMutation({
    mutationFn: async (text: string) =>
      unwrap(await replyToContactMessage(client, message.id, text)),
    onSuccess: (reply) => {
      setBody('');
      toast({ ...inboxMessages.replied(message.email), tone: 'positive' });
      onSent(reply);
    },
    onError: (failure) => {
      if (failure instanceof DataQueryError && failure.code === 'message_deleted') {
        setDeleted(failure.message);
        return;
      }
      toast({
        title: adminMessages.actionFailed,
        description: failure.message,
        tone: 'critical',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).body);
      document.getElementById('contact-reply')?.focus();
      return;
    }
    send.mutate(parsed.data.body);
  };

  return (
    <FormLayout
      title="Reply by email"
      titleAs="h2"
      description={`Your reply goes to ${message.name} <${message.email}> from GlobalHire, and the message is marked as handled.`}
      onSubmit={submit}
      noValidate
      actions={
        <Button
          type="submit"
          loading={send.isPending}
          loadingLabel="Sending..."
          disabled={deleted !== undefined}
        >
          Send reply
        </Button>
      }
    >
      {deleted ? (
        <Alert tone="critical" title="The reply was not sent.">
          {deleted} Your text is still below if you want to copy it.
        </Alert>
      ) : null}
      <Textarea
        id="contact-reply"
        label="Your reply"
        rows={7}
        required
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
      />
    </FormLayout>
  );
}
