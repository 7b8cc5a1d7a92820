import { useState } from 'react';
import { Ban, Flag, ShieldCheck } from 'lucide-react';
import {
  Button,
  Heading,
  Inline,
  Link,
  PresenceIndicator,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import type { ConversationDetail } from '@globalhire/data';
import { ConfirmDialog } from '../account/ConfirmDialog';
import { useSetBlocked } from './conversationQueries';
import { conversationMessages as m } from './conversationMessages';
import { ReportConversationDialog } from './ReportConversationDialog';

/** Who the conversation is with: the company for a candidate, the candidate for everyone else. */
export const otherPartyOf = (detail: ConversationDetail) =>
  detail.myRole === 'candidate' ? detail.companyName : detail.candidateName;

/** Where the job title leads: the job for a candidate, its applicants for the employer. */
const jobHrefOf = (detail: ConversationDetail) =>
  detail.myRole === 'employer'
    ? `/employer/jobs/${detail.jobId}/applicants`
    : `/jobs/${detail.jobId}`;

export interface ConversationHeaderProps {
  detail: ConversationDetail;
  /** The other party has the conversation open now. */
  online: boolean;
}

/** The thread's header: who with, about which job, whether they are here, block and report. */
export function ConversationHeader({ detail, online }: ConversationHeaderProps) {
  const otherParty = otherPartyOf(detail);
  const setBlocked = useSetBlocked(detail.applicationId);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const conversationId = detail.id;

  const block = (blocked: boolean) => {
    if (!conversationId) return;
    setBlocked.mutate(
      { conversationId, blocked },
      {
        onSuccess: () => {
          setConfirmingBlock(false);
          toast({ ...(blocked ? m.blocked : m.unblocked), tone: 'positive' });
        },
        onError: (error) => {
          if (!blocked)
            toast({ title: m.actionFailed, description: error.message, tone: 'critical' });
        },
      },
    );
  };

  return (
    <Inline space="medium" align="space-between" alignY="top">
      <Stack space="xsmall">
        <Heading level={3} as="h2">
          {otherParty}
        </Heading>
        <Text tone="muted">
          <Link href={jobHrefOf(detail)}>{detail.jobTitle}</Link>
        </Text>
        {online ? <PresenceIndicator state="online" label={m.online} /> : null}
      </Stack>
      {conversationId ? (
        <Inline space="small">
          {detail.blockedByMe ? (
            <Button
              size="small"
              variant="outline"
              tone="neutral"
              icon={<ShieldCheck aria-hidden />}
              loading={setBlocked.isPending}
              loadingLabel={m.unblocking}
              onClick={() => block(false)}
            >
              {m.unblock}
            </Button>
          ) : (
            <Button
              size="small"
              variant="outline"
              tone="neutral"
              icon={<Ban aria-hidden />}
              onClick={() => {
                setBlocked.reset();
                setConfirmingBlock(true);
              }}
            >
              {m.block}
            </Button>
          )}
          <Button
            size="small"
            variant="ghost"
            tone="critical"
            icon={<Flag aria-hidden />}
            onClick={() => setReporting(true)}
          >
            {m.report}
          </Button>
          <ConfirmDialog
            open={confirmingBlock}
            onOpenChange={setConfirmingBlock}
            title={m.blockTitle}
            description={m.blockDescription(otherParty)}
            confirmLabel={m.blockConfirm}
            pendingLabel={m.blocking}
            cancelLabel={m.cancel}
            pending={setBlocked.isPending}
            error={setBlocked.isError ? setBlocked.error.message : null}
            onConfirm={() => block(true)}
          />
          <ReportConversationDialog
            conversationId={conversationId}
            open={reporting}
            onOpenChange={setReporting}
          />
        </Inline>
      ) : null}
    </Inline>
  );
}
