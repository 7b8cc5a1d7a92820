import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  ButtonLink,
  Checkbox,
  Select,
  Skeleton,
  Stack,
  toast,
} from '@globalhire/ui';
import { approveJob, listEmployerOptions, postJob, type PostJobInput } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { adminKey, useMarkAdminStale } from '../../features/admin/adminQueries';
import { JobForm } from '../../features/employer/JobForm';
import { emptyJobForm } from '../../features/employer/jobFormValues';
import { RetryButton } from '../../features/admin/RetryButton';

/**
 * /admin/jobs/new: an admin posts a job for an employer. Admins moderate jobs, so the database
 * lets them post for any employer account, past the plan's posting limit, and approve at once.
 */
export default function AdminPostJobPage() {
  const client = useSupabase();
  const navigate = useNavigate();
  const markAdminStale = useMarkAdminStale();
  const employers = useQuery({
    queryKey: [adminKey, 'employer-options'],
    queryFn: async () => unwrap(await listEmployerOptions(client)),
  });
  const [employerId, setEmployerId] = useState('');
  const [employerError, setEmployerError] = useState<string | undefined>();
  const [approveNow, setApproveNow] = useState(true);
  const [saving, setSaving] = useState<'publish' | 'draft' | null>(null);
  const employerField = useRef<HTMLSelectElement>(null);
  const employer = employers.data?.find((option) => option.id === employerId);

  const save = useMutation({
    mutationFn: async ({ input, draft }: { input: PostJobInput; draft: boolean }) => {
      const job = unwrap(await postJob(client, employerId, input, { draft }));
      return draft || !approveNow ? job : unwrap(await approveJob(client, job.id));
    },
    onMutate: ({ draft }) => setSaving(draft ? 'draft' : 'publish'),
    onSettled: () => setSaving(null),
    onSuccess: (job) => {
      markAdminStale();
      const company = employer?.company_name ?? 'the employer';
      toast({
        title:
          job.status === 'draft'
            ? 'Draft saved'
            : job.approved
              ? 'Job posted'
              : 'Job posted for approval',
        description:
          job.status === 'draft'
            ? `"${job.title}" is saved as a draft for ${company}.`
            : job.approved
              ? `"${job.title}" is live on ${company}'s behalf.`
              : `"${job.title}" waits in Pending Approvals.`,
        tone: 'positive',
      });
      navigate(job.status === 'draft' ? '/admin/jobs?status=draft' : '/admin/jobs');
    },
  });

  const submit = (input: PostJobInput, draft: boolean) => {
    if (!employerId) {
      setEmployerError('Choose the employer this job is for.');
      employerField.current?.focus();
      return;
    }
    save.mutate({ input, draft });
  };

  let body;
  if (employers.isPending) {
    body = (
      <Stack space="large" aria-busy>
        <Skeleton height="xlarge" />
        <Skeleton height="xxlarge" />
      </Stack>
    );
  } else if (employers.isError) {
    body = (
      <Alert
        tone="critical"
        title="The employers could not be loaded."
        action={
          <RetryButton query={employers} />
        }
      >
        {employers.error.message}
      </Alert>
    );
  } else if (employers.data.length === 0) {
    body = (
      <Alert
        tone="info"
        title="There are no employer accounts yet."
        action={
          <ButtonLink href="/admin/employers" size="small" variant="soft">
            Employers List
          </ButtonLink>
        }
      >
        A job belongs to an employer. Once a company registers as an employer you can post jobs for
        it here.
      </Alert>
    );
  } else {
    body = (
      <JobForm
        initial={emptyJobForm('')}
        mode="new"
        saving={saving}
        submitError={
          save.isError ? (
            <Alert tone="critical" title="The job could not be posted.">
              {save.error.message} Everything you typed is still here; try again.
            </Alert>
          ) : undefined
        }
        companyField={
          <Stack space="medium">
            <Select
              ref={employerField}
              label="Employer"
              required
              placeholder="Select an employer"
              options={employers.data.map((option) => ({
                value: option.id,
                label: option.company_name ?? 'Unnamed company',
              }))}
              value={employerId}
              error={employerError}
              onChange={(event) => {
                setEmployerId(event.target.value);
                setEmployerError(undefined);
              }}
            />
            <Checkbox
              label="Approve it now, so it goes live at once"
              checked={approveNow}
              onChange={(event) => setApproveNow(event.target.checked)}
            />
          </Stack>
        }
        onSave={(input, { draft }) => submit(input, draft)}
      />
    );
  }

  return (
    <AdminPage
      title="Post New Job"
      intro="Post a job on behalf of an employer. It is listed under the employer's company."
    >
      {body}
    </AdminPage>
  );
}
