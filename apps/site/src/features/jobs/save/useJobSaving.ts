import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast, type JobCardProps } from '@globalhire/ui';
import { listSavedJobIds, saveJob, unsaveJob } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { useAuth } from '../../../auth/AuthProvider';
import { applicantKeys } from '../../applicant/applicantQueries';
import { saveCopy } from './saveCopy';
import { jobToSave, returnToSaving, withoutSaveRequest } from './saveReturn';

export const savedJobIdsKey = (candidateId: string | null) =>
  ['saved-job-ids', candidateId] as const;

export interface SaveableJob {
  id: number;
  title: string;
}

export type JobSaving =
  /**
   * The session is being read: Save is drawn as the visitor's (as in the server's HTML), and a
   * press is kept and acted on once the session is known.
   */
  | {
      kind: 'loading';
      loginHref: (job: SaveableJob) => string;
      press: (job: SaveableJob, save: boolean) => void;
    }
  /** Signed out: Save sends the visitor to login and back, where the job is saved. */
  | { kind: 'visitor'; loginHref: (job: SaveableJob) => string }
  | {
      kind: 'candidate';
      isSaved: (jobId: number) => boolean;
      toggle: (job: SaveableJob, save: boolean) => void;
    }
  /** Employers and admins cannot save jobs. */
  | { kind: 'other'; userType: 'employer' | 'admin' | null };

/**
 * Saving jobs for the signed-in candidate: which jobs are saved, an optimistic toggle that rolls
 * back with a toast when the database refuses, and the save a visitor asked for before logging in
 * (`?save=<id>` on the page login returns to).
 */
export function useJobSaving(): JobSaving {
  const auth = useAuth();
  const client = useSupabase();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const candidateId = auth.profile?.user_type === 'candidate' ? auth.profile.id : null;
  const key = savedJobIdsKey(candidateId);

  const ids = useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await listSavedJobIds(client, candidateId!)),
    enabled: candidateId !== null,
  });

  const mutation = useMutation({
    mutationFn: async ({
      job,
      save,
    }: {
      job: SaveableJob;
      save: boolean;
      afterLogin?: boolean;
    }) => {
      const result = save
        ? await saveJob(client, candidateId!, job.id)
        : await unsaveJob(client, candidateId!, job.id);
      if (result.error) throw new Error(result.error.message);
    },
    onMutate: async ({ job, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (current = []) =>
        save
          ? [...current.filter((id) => id !== job.id), job.id]
          : current.filter((id) => id !== job.id),
      );
      return { previous };
    },
    onError: (error, { job, save, afterLogin }, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({
        title: save ? saveCopy.notSaved : saveCopy.notRemoved,
        // After login only the job's id is known: the reason alone, not a made-up title.
        description: afterLogin ? error.message : `${job.title}: ${error.message}`,
        tone: 'critical',
      });
    },
    onSuccess: (_data, { afterLogin }) => {
      if (afterLogin) toast({ ...saveCopy.savedAfterLogin, tone: 'positive' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: applicantKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: ['candidate-dashboard'],
        refetchType: 'none',
      });
    },
  });

  // Back from login with a save request: save it once signed in as a candidate, then drop it.
  const pending = jobToSave(location.search);
  const handled = useRef<number | null>(null);
  const mutate = mutation.mutate;
  useEffect(() => {
    if (pending === null || auth.loading || !auth.user || handled.current === pending) return;
    if (auth.user && !auth.profile) return;
    handled.current = pending;
    if (candidateId) mutate({ job: { id: pending, title: '' }, save: true, afterLogin: true });
    navigate(`${location.pathname}${withoutSaveRequest(location.search)}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [pending, auth.loading, auth.user, auth.profile, candidateId, mutate, navigate, location]);

  // A press made while the session was read (on a page just hydrated): the visitor's or the
  // candidate's action once it is known; nothing for employers and admins (their control is disabled).
  // (Kept in a ref: the session's arrival re-runs the effect.)
  const press = useRef<{ job: SaveableJob; save: boolean } | null>(null);
  useEffect(() => {
    const pressed = press.current;
    if (!pressed || auth.loading || (auth.user && !auth.profile)) return;
    press.current = null;
    if (!auth.user) navigate(returnToSaving(location, pressed.job.id));
    else if (candidateId) mutate(pressed);
  }, [auth.loading, auth.user, auth.profile, candidateId, mutate, navigate, location]);

  const loginHref = (job: SaveableJob) => returnToSaving(location, job.id);
  if (auth.loading)
    return {
      kind: 'loading',
      loginHref,
      press: (job, save) => {
        press.current = { job, save };
      },
    };
  if (!auth.user) return { kind: 'visitor', loginHref };
  if (!candidateId) {
    const type = auth.profile?.user_type;
    return { kind: 'other', userType: type === 'employer' || type === 'admin' ? type : null };
  }
  const saved = new Set(ids.data ?? []);
  return {
    kind: 'candidate',
    isSaved: (jobId) => saved.has(jobId),
    toggle: (job, save) => mutation.mutate({ job, save }),
  };
}

/**
 * The Save control's props for a job card: none for employers and admins. A visitor's (and, while
 * the session is still being read, everyone's, as in the server's HTML) is a GET form's button to
 * log in and come back with the job saved, so it works before any script runs and the first render matches
 * the server's; a press on it while the session is read waits for it (and is acted on once known).
 * A candidate's is the Save / Saved toggle.
 */
export function saveToggleProps(
  saving: JobSaving,
  job: SaveableJob,
): Pick<JobCardProps, 'saved' | 'onSaveToggle' | 'saveHref' | 'saveLabels'> {
  switch (saving.kind) {
    case 'loading':
      return {
        saveHref: saving.loginHref(job),
        onSaveToggle: (save) => saving.press(job, save),
        saveLabels: saveCopy,
      };
    case 'visitor':
      return { saveHref: saving.loginHref(job), saveLabels: saveCopy };
    case 'candidate':
      return {
        saved: saving.isSaved(job.id),
        onSaveToggle: (save) => saving.toggle(job, save),
        saveLabels: saveCopy,
      };
    default:
      return {};
  }
}
