import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, EmptyState, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import type { ConversationReportStatus } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import { useConversationReports } from '../../features/conversations/conversationQueries';
import { ReportCard, reportStatusLabels } from '../../features/conversations/ReportCard';
import {
  ReviewReportDialog,
  type ReviewTarget,
} from '../../features/conversations/ReviewReportDialog';

const statuses: ConversationReportStatus[] = ['open', 'dismissed', 'actioned'];
const isStatus = (value: string | null): value is ConversationReportStatus =>
  statuses.includes(value as ConversationReportStatus);

const emptyText: Record<ConversationReportStatus, string> = {
  open: 'No reports wait for a review.',
  dismissed: 'No report has been dismissed yet.',
  actioned: 'No report has been closed as actioned yet.',
};

/** /admin/conversations: reports of conversations, open first; read one, then decide. */
export default function AdminConversationsPage() {
  usePageMeta({
    title: 'Reported conversations',
    description: 'Reports of conversations between candidates and employers.',
    noIndex: true,
  });
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status: ConversationReportStatus = isStatus(requested) ? requested : 'open';
  const reports = useConversationReports(status);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Reported conversations</Heading>
        <Text tone="muted">
          Candidates and employers report conversations here. Read the conversation, then dismiss
          the report or record the action you took.
        </Text>
      </Stack>
      <Inline space="large" as="nav" aria-label="Report status">
        {statuses.map((value) => (
          <Link
            key={value}
            href={
              value === 'open' ? '/admin/conversations' : `/admin/conversations?status=${value}`
            }
            aria-current={value === status ? 'page' : undefined}
          >
            {reportStatusLabels[value]}
          </Link>
        ))}
      </Inline>
      {reports.isPending ? (
        <LoadingCards label="Loading reports" />
      ) : reports.isError ? (
        <QueryErrorAlert
          title="Reports could not be loaded."
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isRefetching}
        />
      ) : reports.data.length === 0 ? (
        <Card>
          <EmptyState
            title={`No ${reportStatusLabels[status].toLowerCase()} reports`}
            description={emptyText[status]}
          />
        </Card>
      ) : (
        <Stack space="large" as="ul" aria-label={`${reportStatusLabels[status]} reports`}>
          {reports.data.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              onReview={(decision) => setReviewing({ report, decision })}
            />
          ))}
        </Stack>
      )}
      <ReviewReportDialog target={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
