import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Dialog,
  DialogTrigger,
  Link,
  Stack,
  StatusBadge,
  Text,
} from '@globalhire/ui';
import { accountStanding, formatDate, getMyApplicationForJob } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { useAuth } from '../../../auth/AuthProvider';
import { useStoredSession } from '../../../auth/useStoredSession';
import { unwrap } from '../../../app/query';
import { withoutRequest } from '../save/saveReturn';
import { ApplyDialog } from './ApplyDialog';
import { applyCopy } from './applyCopy';

export interface ApplyActionProps {
  job: { id: number; title: string; companyName: string };
  /** False when the job is not open to applications (pending, expired...): shown disabled with a reason. */
  open: boolean;
}

/** The query parameter that asks a job page to open the application once the visitor is signed in. */
export const APPLY_PARAM = 'apply';

/** Where a visitor's Apply Now leads: login, then back to the job with the application opening. */
export const applyLoginHref = (jobId: number) =>
  `/login?returnTo=${encodeURIComponent(`/jobs/${jobId}?${APPLY_PARAM}=1`)}`;

function DisabledApply({ reason }: { reason: string }) {
  const reasonId = useId();
  return (
    <Stack space="small">
      <Button disabled aria-describedby={reasonId} fullWidth>
        {applyCopy.applyNow}
      </Button>
      <Text id={reasonId} size="small" tone="muted">
        {reason}
      </Text>
    </Stack>
  );
}

/**
 * Apply Now for every visitor: signed out it is a link to login and back (where the application
 * opens by itself), employers and admins see it disabled with the reason, candidates apply in a
 * dialog and then see that they have applied.
 */
export function ApplyAction({ job, open }: ApplyActionProps) {
  const auth = useAuth();
  const storedSession = useStoredSession();
  const client = useSupabase();
  const [dialogOpen, setDialogOpen] = useState(false);
  const candidateId = auth.profile?.user_type === 'candidate' ? auth.profile.id : null;
  const mine = useQuery({
    queryKey: ['my-application', candidateId, job.id],
    queryFn: async () => unwrap(await getMyApplicationForJob(client, candidateId!, job.id)),
    enabled: candidateId !== null,
  });
  const standing = auth.profile ? accountStanding(auth.profile) : null;

  // Back from login with ?apply=1: once the session (and a candidate's application) is known, the
  // application opens where one can be made, and the request leaves the address.
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get(APPLY_PARAM) === '1';
  const decided = !auth.loading && Boolean(auth.user) && (candidateId === null || !mine.isPending);
  const canApply =
    candidateId !== null &&
    !mine.data &&
    open &&
    standing !== 'blocked' &&
    standing !== 'pending_approval';
  // Answered once per job, as the page renders (the dialog opens with it), then the address follows.
  const [answered, setAnswered] = useState<number | null>(null);
  if (requested && decided && answered !== job.id) {
    setAnswered(job.id);
    if (canApply) setDialogOpen(true);
  }
  useEffect(() => {
    if (!requested || answered !== job.id) return;
    navigate(
      `${location.pathname}${withoutRequest(location.search, APPLY_PARAM)}${location.hash}`,
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  }, [requested, answered, job.id, location, navigate]);

  // While a session is being read Apply Now is busy; with none stored (and in the server's HTML,
  // which is a visitor's) it is the visitor's link at once: it works before the app has loaded.
  if (auth.loading && storedSession) {
    return (
      <Button loading loadingLabel={applyCopy.applyNow} fullWidth>
        {applyCopy.applyNow}
      </Button>
    );
  }
  if (auth.loading || !auth.user) {
    return (
      <ButtonLink href={applyLoginHref(job.id)} fullWidth>
        {applyCopy.applyNow}
      </ButtonLink>
    );
  }
  const userType = auth.profile?.user_type;
  if (userType === 'employer' || userType === 'admin')
    return <DisabledApply reason={applyCopy.reasons[userType]} />;
  if (!candidateId || !auth.profile) return <DisabledApply reason={applyCopy.reasons.noProfile} />;

  // A failed check is not a reason to block: the database refuses a second application anyway.
  if (mine.isPending) {
    return (
      <Button loading loadingLabel={applyCopy.checking} fullWidth>
        {applyCopy.applyNow}
      </Button>
    );
  }
  if (mine.data) {
    return (
      <Stack space="small">
        <Button disabled icon={<CircleCheck />} fullWidth>
          {applyCopy.applied}
        </Button>
        <Text size="small" tone="muted">
          {applyCopy.appliedOn(formatDate(mine.data.created_at))}{' '}
          <StatusBadge status={mine.data.status} />
        </Text>
        <Text size="small">
          <Link href="/applicant/applications">{applyCopy.trackApplication}</Link>
        </Text>
      </Stack>
    );
  }
  if (!open) return <DisabledApply reason={applyCopy.reasons.notLive} />;
  // The database refuses these too (with the same reason); saying it first saves a failed try.
  if (standing === 'blocked') return <DisabledApply reason={applyCopy.reasons.blocked} />;
  if (standing === 'pending_approval')
    return <DisabledApply reason={applyCopy.reasons.pendingApproval} />;

  return (
    <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
      <DialogTrigger asChild>
        <Button fullWidth>{applyCopy.applyNow}</Button>
      </DialogTrigger>
      {dialogOpen ? (
        <ApplyDialog
          job={job}
          candidateId={candidateId}
          hasProfileCv={Boolean(auth.profile.cv_path)}
          onApplied={() => setDialogOpen(false)}
        />
      ) : null}
    </Dialog>
  );
}
