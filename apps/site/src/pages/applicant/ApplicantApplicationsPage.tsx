import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ListChecks, MessagesSquare, Search, Undo2 } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
  toast,
} from '@globalhire/ui';
import {
  formatDate,
  localTimeZone,
  setApplicationStatus,
  type ApplicationRow,
  type MyApplicationWithHistory,
  type Offer,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { usePageMeta } from '../../seo/usePageMeta';
import { useLiveCandidateApplications } from '../../features/live/livePages';
import {
  applicantKeys,
  useCandidateId,
  useMarkApplicantDataStale,
  useMyApplications,
} from '../../features/applicant/applicantQueries';
import { applicantMessages } from '../../features/applicant/applicantMessages';
import { applicationStatusLabels, isOpenApplication } from '../../features/applicant/labels';
import { ConfirmDialog } from '../../features/account/ConfirmDialog';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import { Timeline } from '../../features/applicant/Timeline';
import {
  applicationJobGoneText,
  applicationJobStateText,
} from '../../features/applicant/applicationJobStates';
import { SentCoverLetter } from '../../features/applicant/SentCoverLetter';
import { OfferCard } from '../../features/offers/OfferCard';
import { useLatestOffers } from '../../features/offers/offerQueries';

const dateOf = (value: string) => formatDate(value, { timeZone: localTimeZone() });
const titleOf = (application: MyApplicationWithHistory) =>
  application.job?.title ?? application.closed?.title ?? applicantMessages.jobNoLongerListed;

/** The application as the server now has it, its history ending with the withdrawal the trigger recorded. */
function withdrawn(
  application: MyApplicationWithHistory,
  row: ApplicationRow,
): MyApplicationWithHistory {
  const last = application.events.at(-1);
  return {
    ...application,
    status: row.status,
    updated_at: row.updated_at,
    events: [
      ...application.events,
      {
        id: (last?.id ?? 0) + 1,
        from_status: application.status,
        to_status: row.status,
        created_at: row.updated_at,
      },
    ],
  };
}

function ApplicationCard({
  application,
  offer,
  onWithdraw,
}: {
  application: MyApplicationWithHistory;
  /** The newest offer on the application, when the employer made one. */
  offer?: Offer;
  onWithdraw: () => void;
}) {
  const title = titleOf(application);
  const company = application.job?.company?.company_name ?? application.closed?.company_name;
  // Link only to a page that shows the job: a live one, or a closed one /jobs/{id} still explains.
  const hasPage = application.job !== null || application.closed?.has_page === true;
  return (
    <Card>
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={4} as="h2">
              {/* A closed job's page says so and offers similar live jobs. */}
              {hasPage ? <Link href={`/jobs/${application.job_id}`}>{title}</Link> : title}
            </Heading>
            {application.job ? (
              <Text tone="muted">
                {[company, application.job.location].filter(Boolean).join(' · ')}
              </Text>
            ) : (
              <>
                {company ? <Text tone="muted">{company}</Text> : null}
                <Text tone="muted">
                  {application.closed
                    ? applicationJobStateText[application.closed.state]
                    : applicationJobGoneText}
                </Text>
              </>
            )}
            <Text tone="muted" size="small">
              {application.submitted_by
                ? `Submitted for you by GlobalHire ${dateOf(application.created_at)}, after you approved your recruiter's proposal`
                : `Applied ${dateOf(application.created_at)}`}
            </Text>
          </Stack>
          <StatusBadge
            status={application.status}
            label={applicationStatusLabels[application.status]}
          />
        </Inline>
        {offer ? <OfferCard offer={offer} job={title} company={company} /> : null}
        {application.events.length > 0 ? (
          <Stack space="small">
            <Text size="small" weight="semibold" tone="muted">
              Status history
            </Text>
            <Timeline
              label={`Status history: ${title}`}
              announceState={false}
              items={application.events.map((event, index) => ({
                key: event.id,
                title: applicationStatusLabels[event.to_status],
                detail: dateOf(event.created_at),
                state: index === application.events.length - 1 ? 'current' : 'done',
              }))}
            />
          </Stack>
        ) : null}
        {application.cover_letter ? (
          <SentCoverLetter letter={application.cover_letter} jobTitle={title} />
        ) : null}
        <Inline space="small">
          <ButtonLink
            href={`/applicant/messages/${application.id}`}
            variant="outline"
            tone="neutral"
            size="small"
            icon={<MessagesSquare aria-hidden />}
            aria-label={`Message ${company ?? 'the employer'}: ${title}`}
          >
            Message
          </ButtonLink>
          {isOpenApplication(application.status) ? (
            <Button
              variant="outline"
              tone="critical"
              size="small"
              icon={<Undo2 aria-hidden />}
              aria-label={`Withdraw application: ${title}`}
              onClick={onWithdraw}
            >
              Withdraw
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}

/** /applicant/applications: every application with its status and history; open ones can be withdrawn. */
export default function ApplicantApplicationsPage() {
  usePageMeta({
    title: 'Applications & Status',
    description: 'Follow every application and its status.',
    noIndex: true,
  });
  const client = useSupabase();
  const queryClient = useQueryClient();
  const candidateId = useCandidateId();
  const markStale = useMarkApplicantDataStale();
  const applications = useMyApplications();
  useLiveCandidateApplications();
  const [withdrawing, setWithdrawing] = useState<MyApplicationWithHistory | null>(null);

  const withdraw = useMutation({
    mutationFn: async (application: MyApplicationWithHistory) => {
      const result = await setApplicationStatus(client, application.id, 'withdrawn');
      if (result.error) throw new Error(result.error.message);
      return { application, row: result.data };
    },
    onSuccess: ({ application, row }) => {
      queryClient.setQueryData<MyApplicationWithHistory[]>(
        applicantKeys.applications(candidateId),
        (rows) => rows?.map((item) => (item.id === application.id ? withdrawn(item, row) : item)),
      );
      markStale();
      setWithdrawing(null);
      toast({ ...applicantMessages.applicationWithdrawn(titleOf(application)), tone: 'positive' });
    },
  });

  const rows = applications.data ?? [];
  const offers = useLatestOffers(
    'candidate',
    rows.map((application) => application.id),
  );
  const open = rows.filter((application) => isOpenApplication(application.status)).length;
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Applications & Status</Heading>
        <Text tone="muted">
          {applications.isSuccess && rows.length > 0
            ? `${rows.length} application${rows.length === 1 ? '' : 's'}, ${open} in progress.`
            : 'Every job you applied to, where it stands, and each step so far.'}
        </Text>
      </Stack>
      {applications.isPending ? (
        <LoadingCards label="Loading your applications" />
      ) : applications.isError ? (
        <QueryErrorAlert
          title="Your applications could not be loaded."
          error={applications.error}
          onRetry={() => void applications.refetch()}
          retrying={applications.isRefetching}
        />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ListChecks aria-hidden />}
            title="No applications yet"
            description="When you apply to a job, you can follow its status here."
            action={
              <ButtonLink href="/jobs" icon={<Search aria-hidden />}>
                Find Jobs
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Stack space="large" as="ul" aria-label="Your applications">
          {rows.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              offer={offers.data?.get(application.id)}
              onWithdraw={() => {
                withdraw.reset();
                setWithdrawing(application);
              }}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(isOpen) => !isOpen && setWithdrawing(null)}
        title="Withdraw this application?"
        description={
          withdrawing
            ? `Your application for ${titleOf(withdrawing)}${withdrawing.job?.company?.company_name ? ` at ${withdrawing.job.company.company_name}` : ''} will be withdrawn. The employer will see that you withdrew, and this cannot be undone.`
            : ''
        }
        confirmLabel="Withdraw application"
        cancelLabel="Keep application"
        pendingLabel="Withdrawing..."
        pending={withdraw.isPending}
        error={withdraw.isError ? withdraw.error.message : null}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      />
    </Stack>
  );
}
