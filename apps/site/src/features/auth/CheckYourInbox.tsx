import { useEffect, useRef, type ReactNode } from 'react';
import { MailCheck } from 'lucide-react';
import { Alert, Button, ButtonLink, EmptyState, Link, Stack, Text } from '@globalhire/ui';

export interface CheckYourInboxProps {
  /** What was sent and what to do with it. */
  children: ReactNode;
  /** The next step once the email is dealt with, e.g. the login page. */
  action: { href: string; label: string };
  /** supabase-local's mailbox, when the backend runs on this machine. */
  mailboxUrl: string | null;
  /** Back to an empty form, e.g. to use another address. */
  startOver: { label: string; onClick: () => void };
}

/** The page after an email went out (sign-up confirmation, password reset): look in your inbox. */
export function CheckYourInbox({ children, action, mailboxUrl, startOver }: CheckYourInboxProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The form this replaces had focus; move it here so screen readers read the news.
  useEffect(() => panel.current?.focus(), []);
  return (
    <Stack space="large">
      <EmptyState
        ref={panel}
        tabIndex={-1}
        titleAs="h1"
        icon={<MailCheck />}
        title="Check your inbox"
        description={<Text align="center">{children}</Text>}
        action={<ButtonLink href={action.href}>{action.label}</ButtonLink>}
      />
      {mailboxUrl && (
        <Alert tone="info" title="Running GlobalHire on this machine?">
          Emails are not sent from here; they land in the{' '}
          <Link href={mailboxUrl} external>
            local mailbox
          </Link>
          .
        </Alert>
      )}
      <Stack space="xsmall" align="center">
        <Text tone="muted" size="small" align="center">
          No email after a few minutes? Check your spam folder, or try again.
        </Text>
        <Button variant="ghost" onClick={startOver.onClick}>
          {startOver.label}
        </Button>
      </Stack>
    </Stack>
  );
}
