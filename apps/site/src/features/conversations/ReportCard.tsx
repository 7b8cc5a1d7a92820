import { Badge, Button, Card, Heading, Inline, Link, Stack, Text, type Tone } from '@globalhire/ui';
import { formatDate, type ConversationReport } from '@globalhire/data';
import type { ReviewDecision } from './ReviewReportDialog';

export const reportStatusLabels: Record<ConversationReport['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};

const statusTones: Record<ConversationReport['status'], Tone> = {
  open: 'caution',
  dismissed: 'neutral',
  actioned: 'positive',
};

export interface ReportCardProps {
  report: ConversationReport;
  /** The link to read the conversation; left out on the conversation's own page. */
  showConversationLink?: boolean;
  /** The job title's place in the page outline. */
  headingAs?: 'h2' | 'h3';
  onReview: (decision: ReviewDecision) => void;
}

/** One report: which conversation, who reported it and why, and the admin's decision. */
export function ReportCard({
  report,
  showConversationLink = true,
  headingAs = 'h2',
  onReview,
}: ReportCardProps) {
  return (
    <Card>
      <Stack space="medium">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={4} as={headingAs}>
              {report.jobTitle}
            </Heading>
            <Text size="small" tone="muted">
              Reported by {report.reporterName} on {formatDate(report.createdAt)}
            </Text>
          </Stack>
          <Badge tone={statusTones[report.status]}>{reportStatusLabels[report.status]}</Badge>
        </Inline>
        <Stack space="xsmall">
          <Text size="small" weight="semibold" tone="muted">
            Reason
          </Text>
          <Text preserveLines>{report.reason}</Text>
        </Stack>
        {report.reviewedAt ? (
          <Stack space="xsmall">
            <Text size="small" weight="semibold" tone="muted">
              {reportStatusLabels[report.status]} on {formatDate(report.reviewedAt)}
            </Text>
            {report.reviewNote ? <Text preserveLines>{report.reviewNote}</Text> : null}
          </Stack>
        ) : null}
        <Inline space="small" alignY="center">
          {showConversationLink ? (
            <Link href={`/admin/conversations/${report.applicationId}`}>Read the conversation</Link>
          ) : null}
          {report.status === 'open' ? (
            <>
              <Button
                size="small"
                variant="soft"
                tone="neutral"
                aria-label={`Dismiss report: ${report.jobTitle}, by ${report.reporterName}`}
                onClick={() => onReview('dismissed')}
              >
                Dismiss
              </Button>
              <Button
                size="small"
                variant="soft"
                tone="critical"
                aria-label={`Record action: ${report.jobTitle}, by ${report.reporterName}`}
                onClick={() => onReview('actioned')}
              >
                Record action
              </Button>
            </>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
