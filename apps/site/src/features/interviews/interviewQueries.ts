import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@globalhire/ui';
import {
  cancelInterview,
  listEmployerInterviews,
  localTimeZone,
  rescheduleInterview,
  respondToInterview,
  scheduleInterview,
  INTERVIEW_CONFLICT,
  type InterviewDetails,
  type InterviewInput,
  type InterviewResponse,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { applicantKeys, useCandidateId } from '../applicant/applicantQueries';
import { employerKeys, useEmployerId } from '../employer/employerQueries';
import { formatInterviewTime } from '../applicant/interviewTimes';

export const employerInterviewKeys = {
  list: (userId: string) => [...employerKeys.all, 'interviews', userId] as const,
};

const when = (interview: Pick<InterviewDetails, 'scheduled_at' | 'duration_minutes'>) => {
  const time = formatInterviewTime(interview.scheduled_at, interview.duration_minutes);
  return `${time.date}, ${time.time}`;
};

/** True when the database refused because the other party changed the interview first. */
export const isConflict = (error: DataQueryError | null | undefined) =>
  error?.code === INTERVIEW_CONFLICT;

export function useEmployerInterviews() {
  const client = useSupabase();
  const userId = useEmployerId();
  return useQuery({
    queryKey: employerInterviewKeys.list(userId),
    queryFn: async () => unwrap(await listEmployerInterviews(client, userId)),
    enabled: Boolean(userId),
  });
}

/** The employer's writes: invite (one call: the interview plus the application's status), move, cancel. */
export function useEmployerInterviewActions() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const userId = useEmployerId();
  // every employer list (applicants, interviews, dashboard) reads again: the status and the interview changed together
  const refresh = () => queryClient.invalidateQueries({ queryKey: employerKeys.all });
  const onConflict = (error: DataQueryError) => {
    if (isConflict(error))
      void queryClient.invalidateQueries({ queryKey: employerInterviewKeys.list(userId) });
  };

  const schedule = useMutation({
    mutationFn: async ({
      applicationId,
      input,
    }: {
      applicationId: number;
      candidate: string;
      input: InterviewInput;
    }) => unwrap(await scheduleInterview(client, applicationId, input)),
    onSuccess: (saved, { candidate }) => {
      void refresh();
      toast({
        title: 'Interview invitation sent',
        description: `${candidate} is invited for ${when(saved)} and is notified to accept, decline or ask for another time.`,
        tone: 'positive',
      });
    },
  });
  const reschedule = useMutation({
    mutationFn: async ({
      interview,
      input,
    }: {
      interview: InterviewDetails;
      candidate: string;
      input: InterviewInput;
    }) => unwrap(await rescheduleInterview(client, interview, input)),
    onSuccess: (saved, { candidate }) => {
      void refresh();
      toast({
        title: 'Interview rescheduled',
        description: `${candidate} is notified of the new time, ${when(saved)}, and asked to answer again.`,
        tone: 'positive',
      });
    },
    onError: onConflict,
  });
  const cancel = useMutation({
    mutationFn: async ({
      interview,
      reason,
    }: {
      interview: InterviewDetails;
      candidate: string;
      reason: string;
    }) => unwrap(await cancelInterview(client, interview, reason)),
    onSuccess: (_saved, { candidate }) => {
      void refresh();
      toast({
        title: 'Interview cancelled',
        description: `${candidate} is notified, with your reason.`,
        tone: 'positive',
      });
    },
    onError: onConflict,
  });
  return { schedule, reschedule, cancel };
}

const answered: Record<InterviewResponse, { title: string; description: string }> = {
  accepted: {
    title: 'Interview accepted',
    description: 'The employer is notified. Add it to your calendar so you do not miss it.',
  },
  declined: { title: 'Interview declined', description: 'The employer is notified.' },
  reschedule_requested: {
    title: 'Request sent',
    description: 'The employer is notified and can propose another time.',
  },
};

/** The candidate's answer; the browser's zone goes with it so later emails give times in it. */
export function useRespondToInterview() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const userId = useCandidateId();
  return useMutation({
    mutationFn: async ({
      interview,
      response,
      message,
    }: {
      interview: InterviewDetails;
      response: InterviewResponse;
      message?: string;
    }) =>
      unwrap(
        await respondToInterview(client, interview, response, {
          message,
          timeZone: localTimeZone(),
        }),
      ),
    onSuccess: (_saved, { response }) => {
      void queryClient.invalidateQueries({ queryKey: applicantKeys.all });
      toast({ ...answered[response], tone: 'positive' });
    },
    onError: (error: DataQueryError) => {
      if (isConflict(error))
        void queryClient.invalidateQueries({ queryKey: applicantKeys.interviews(userId) });
    },
  });
}
