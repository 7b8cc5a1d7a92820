import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  ButtonLink,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import {
  accountRefusal,
  accountStanding,
  accountStandingMessages,
  postJob,
  updateJob,
  type PostJobInput,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { messages } from '../../content/messages';
import { JobForm } from '../../features/employer/JobForm';
import { PlanSummary } from '../../features/employer/PlanSummary';
import { employerMessages } from '../../features/employer/employerMessages';
import { useEmployerJob, useRefreshEmployerData } from '../../features/employer/employerQueries';
import { emptyJobForm, jobFormFromJob } from '../../features/employer/jobFormValues';
import { usePageMeta } from '../../seo/usePageMeta';

/** The database refuses a posting over the plan's limit with this code (and a readable message). */
const PLAN_LIMIT_CODE = 'P0001';

function SubmitError({ error }: { error: DataQueryError }) {
  if (accountRefusal(error) === 'blocked') {
    return (
      <Alert tone="critical" title={accountStandingMessages.blockedTitle}>
        {error.message}
      </Alert>
    );
  }
  if (error.code === PLAN_LIMIT_CODE) {
    return (
      <Alert
        tone="critical"
        title={employerMessages.planLimitTitle}
        action={
          <ButtonLink href="/employer/plans" size="small">
            Upgrade your plan
          </ButtonLink>
        }
      >
        {error.message} You can also save this job as a draft, or move a live job to drafts on{' '}
        <Link href="/employer/jobs">My Job Listings</Link>.
      </Alert>
    );
  }
  return (
    <Alert tone="critical" title="Your job could not be saved.">
      {error.message} Everything you typed is still here; try again.
    </Alert>
  );
}

/** /employer/jobs/new and /post-job: post a job (pending approval) or a draft; `?edit={id}` edits one. */
export default function PostJobPage() {
  const [params] = useSearchParams();
  const editId = Number(params.get('edit')) || null;
  const editing = editId !== null;
  usePageMeta({
    title: editing ? 'Edit Job' : 'Post a Job',
    description: 'Post a job to reach candidates worldwide.',
    noIndex: true,
  });
  const client = useSupabase();
  const navigate = useNavigate();
  const refresh = useRefreshEmployerData();
  const { profile } = useAuth();
  const companyName = profile?.company_name ?? '';
  const existing = useEmployerJob(editId);
  const [saving, setSaving] = useState<'publish' | 'draft' | 'submit' | null>(null);
  const editingDraft = existing.data?.status === 'draft';
  const wasLive = existing.data?.approved === true;
  const blocked = accountStanding(profile) === 'blocked';

  const save = useMutation({
    mutationFn: async ({
      input,
      draft,
      submit,
    }: {
      input: PostJobInput;
      draft: boolean;
      submit?: boolean;
    }) =>
      editId !== null
        ? unwrap(await updateJob(client, editId, input, { draft: editingDraft, submit }))
        : unwrap(await postJob(client, profile?.id ?? '', input, { draft })),
    onMutate: ({ draft, submit }) => setSaving(submit ? 'submit' : draft ? 'draft' : 'publish'),
    onSettled: () => setSaving(null),
    onSuccess: async (job, { draft, submit }) => {
      await refresh();
      if (submit) {
        // A draft submitted from its editor waits for approval like a posted job.
        toast({ ...employerMessages.jobPublished, tone: 'positive' });
        navigate('/employer/jobs');
        return;
      }
      // The database sends an approved job back to review when its public fields change.
      if (editing && wasLive && job.approved === null)
        toast({ ...employerMessages.jobBackInReview, tone: 'positive' });
      else if (editing) toast({ ...employerMessages.jobUpdated, tone: 'positive' });
      else if (draft) toast({ ...employerMessages.draftSaved, tone: 'positive' });
      else toast({ ...messages.jobPosted, tone: 'positive' });
      navigate(draft || editingDraft ? '/employer/jobs/drafts' : '/employer/jobs');
    },
  });

  let body;
  if (blocked) {
    // The panel's banner says why; the database refuses posting and editing anyway.
    body = <Text>You cannot post or edit jobs while your account is blocked.</Text>;
  } else if (editing && existing.isPending) {
    body = (
      <Stack space="large" aria-busy>
        <Skeleton height="xlarge" />
        <Skeleton height="xlarge" />
        <Skeleton height="xxlarge" />
      </Stack>
    );
  } else if (editing && existing.isError) {
    body = (
      <Alert
        tone="critical"
        title="This job could not be loaded."
        action={
          <ButtonLink href="/employer/jobs" size="small" variant="soft">
            My Job Listings
          </ButtonLink>
        }
      >
        {existing.error.message}
      </Alert>
    );
  } else if (editing && !existing.data) {
    body = (
      <Alert
        tone="caution"
        title={messages.jobNotFound}
        action={
          <ButtonLink href="/employer/jobs" size="small" variant="soft">
            My Job Listings
          </ButtonLink>
        }
      >
        It may have been deleted, or it belongs to another company.
      </Alert>
    );
  } else {
    body = (
      <JobForm
        key={editId ?? 'new'}
        initial={
          existing.data ? jobFormFromJob(existing.data, companyName) : emptyJobForm(companyName)
        }
        mode={editing ? 'edit' : 'new'}
        editingDraft={editingDraft}
        liveJob={wasLive ? existing.data : null}
        saving={saving}
        submitError={
          save.isError ? <SubmitError error={save.error as DataQueryError} /> : undefined
        }
        onSave={(input, { draft, submit }) => save.mutate({ input, draft, submit })}
      />
    );
  }

  return (
    <Stack space="xlarge">
      <Inline space="medium" align="space-between" alignY="center">
        <Heading level={1}>{editing ? 'Edit Job' : 'Post a Job'}</Heading>
        <Link href="/employer/dashboard">Back to dashboard</Link>
      </Inline>
      {editing ? (
        <Text tone="muted">
          Changing the title, description, requirements, salary or location of a live job sends it
          back for approval; other changes show at once. An edited rejected job goes back for
          approval too. A draft needs only its title; submit it for review once it is complete.
        </Text>
      ) : (
        <Text tone="muted">
          Our team reviews every job before it appears on the site, usually within one working day.
          A draft needs only its title.
        </Text>
      )}
      <PlanSummary />
      {body}
    </Stack>
  );
}
