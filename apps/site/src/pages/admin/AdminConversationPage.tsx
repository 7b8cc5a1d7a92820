import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Alert, Heading, Link, MessageThread, Stack, Text, toast } from '@globalhire/ui';
import { localTimeZone } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import {
  useConversation,
  useConversationReports,
  useLoadOlderMessages,
} from '../../features/conversations/conversationQueries';
import { ReportCard } from '../../features/conversations/ReportCard';
import {
  ReviewReportDialog,
  type ReviewTarget,
} from '../../features/conversations/ReviewReportDialog';
import { threadMessages } from '../../features/conversations/threadMessages';
import { useAttachmentLinks } from '../../features/conversations/useAttachmentLinks';

/** /admin/conversations/{application}: a conversation read for moderation, and its reports. */
export default function AdminConversationPage() {
  usePageMeta({ title: 'Conversation', description: 'A reported conversation.', noIndex: true });
  const applicationId = Number(useParams().applicationId) || 0;
  const conversation = useConversation(applicationId);
  const reports = useConversationReports('all');
  const older = useLoadOlderMessages(conversation.data);
  const links = useAttachmentLinks(conversation.data?.messages ?? []);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const detail = conversation.data;
  const ofThis = (reports.data ?? []).filter((report) => report.applicationId === applicationId);

  return (
    <Stack space="xlarge">
      <Text size="small">
        <Link href="/admin/conversations">
          <ArrowLeft aria-hidden /> Reported conversations
        </Link>
      </Text>
      {conversation.isPending ? (
        <LoadingCards label="Loading the conversation" />
      ) : conversation.isError ? (
        <QueryErrorAlert
          title="This conversation could not be loaded."
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isRefetching}
        />
      ) : detail ? (
        <>
          <Stack space="small">
            <Heading level={1}>
              {detail.candidateName} and {detail.companyName}
            </Heading>
            <Text tone="muted">About the application for {detail.jobTitle}</Text>
          </Stack>
          {detail.blockedByMe || detail.blockedByOther ? (
            <Alert tone="info" title="This conversation is blocked." />
          ) : null}
          <Alert tone="info">
            You are reading this conversation as an admin. You cannot write in it.
          </Alert>
          <MessageThread
            label={`Messages between ${detail.candidateName} and ${detail.companyName}`}
            messages={threadMessages(detail.messages, links)}
            hasOlder={detail.hasOlder}
            loadingOlder={older.isPending}
            onLoadOlder={() =>
              older.mutate(undefined, {
                onError: (error) =>
                  toast({
                    title: 'Earlier messages could not be loaded.',
                    description: error.message,
                    tone: 'critical',
                  }),
              })
            }
            timeZone={localTimeZone()}
          />
          {ofThis.length > 0 ? (
            <Stack space="large">
              <Heading level={3} as="h2">
                Reports of this conversation
              </Heading>
              <Stack space="medium" as="ul" aria-label="Reports of this conversation">
                {ofThis.map((report) => (
                  <ReportCard
                    key={report.id}
                    report={report}
                    showConversationLink={false}
                    headingAs="h3"
                    onReview={(decision) => setReviewing({ report, decision })}
                  />
                ))}
              </Stack>
            </Stack>
          ) : null}
        </>
      ) : null}
      <ReviewReportDialog target={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
