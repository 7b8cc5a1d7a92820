import { Alert, Button, MessageComposer, MessageThread, Stack, toast } from '@globalhire/ui';
import { localTimeZone, type ConversationDetail } from '@globalhire/data';
import { LoadingCards } from '../applicant/LoadingCards';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { ConversationHeader, otherPartyOf } from './ConversationHeader';
import {
  useConversation,
  useLoadOlderMessages,
  useSendMessage,
  useSetBlocked,
} from './conversationQueries';
import {
  attachmentMaxBytes,
  attachmentTypes,
  composerLabels,
  conversationMessages as m,
} from './conversationMessages';
import { threadMessages } from './threadMessages';
import { useAttachmentLinks } from './useAttachmentLinks';
import { useConversationLive, useMarkReadWhileVisible } from './useConversationLive';

/** One application's conversation for its candidate or employer: live, read while in view. */
export function ConversationView({ applicationId }: { applicationId: number }) {
  const conversation = useConversation(applicationId);
  if (conversation.isPending) return <LoadingCards label="Loading the conversation" />;
  if (conversation.isError)
    return (
      <QueryErrorAlert
        title={m.loadFailed}
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        retrying={conversation.isRefetching}
      />
    );
  return <LiveConversation detail={conversation.data} />;
}

function LiveConversation({ detail }: { detail: ConversationDetail }) {
  const online = useConversationLive(detail);
  useMarkReadWhileVisible(detail);
  const older = useLoadOlderMessages(detail);
  const send = useSendMessage(detail.applicationId);
  const links = useAttachmentLinks(detail.messages);
  const otherParty = otherPartyOf(detail);

  return (
    <Stack space="large">
      <ConversationHeader detail={detail} online={online} />
      <MessageThread
        label={m.threadLabel(otherParty)}
        messages={threadMessages(detail.messages, links)}
        seenUpTo={detail.otherLastReadAt}
        hasOlder={detail.hasOlder}
        loadingOlder={older.isPending}
        onLoadOlder={() =>
          older.mutate(undefined, {
            onError: (error) =>
              toast({ title: m.olderFailed, description: error.message, tone: 'critical' }),
          })
        }
        labels={{ emptyDescription: m.emptyThread(otherParty) }}
        timeZone={localTimeZone()}
      />
      {detail.blockedByMe || detail.blockedByOther ? (
        <BlockedNotice detail={detail} />
      ) : (
        <MessageComposer
          label={m.composerLabel}
          requireText
          accept={attachmentTypes}
          maxFileSizeBytes={attachmentMaxBytes}
          labels={composerLabels}
          sending={send.isPending}
          error={send.isError ? send.error.message : undefined}
          onSend={async (draft) => {
            await send.mutateAsync(draft);
          }}
        />
      )}
    </Stack>
  );
}

/** In place of the composer while a block stands: who blocked, and the way back for the blocker. */
function BlockedNotice({ detail }: { detail: ConversationDetail }) {
  const setBlocked = useSetBlocked(detail.applicationId);
  if (!detail.blockedByMe) return <Alert tone="caution" title={m.blockedByOtherTitle} />;
  return (
    <Alert
      tone="caution"
      title={m.blockedByMeTitle}
      action={
        detail.id ? (
          <Button
            size="small"
            variant="soft"
            tone="neutral"
            loading={setBlocked.isPending}
            loadingLabel={m.unblocking}
            onClick={() =>
              setBlocked.mutate(
                { conversationId: detail.id as string, blocked: false },
                {
                  onSuccess: () => toast({ ...m.unblocked, tone: 'positive' }),
                  onError: (error) =>
                    toast({ title: m.actionFailed, description: error.message, tone: 'critical' }),
                },
              )
            }
          >
            {m.unblock}
          </Button>
        ) : null
      }
    >
      {m.blockedByMeText}
    </Alert>
  );
}
