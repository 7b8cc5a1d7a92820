import { Dialog, DialogContent } from '@globalhire/ui';
import type { InterviewDetails, InterviewInput } from '@globalhire/data';
import { InterviewForm, interviewFormValues } from './InterviewForm';
import { useEmployerInterviewActions } from './interviewQueries';

export type InterviewFormTarget =
  | { kind: 'invite'; applicationId: number; candidate: string; jobTitle: string }
  | { kind: 'reschedule'; interview: InterviewDetails; candidate: string; jobTitle: string };

export interface InterviewFormDialogProps {
  target: InterviewFormTarget | null;
  onClose: () => void;
}

/** "Invite to interview" and "Reschedule": the form in a dialog, saved in one database call. */
export function InterviewFormDialog({ target, onClose }: InterviewFormDialogProps) {
  const { schedule, reschedule } = useEmployerInterviewActions();
  const mutation = target?.kind === 'reschedule' ? reschedule : schedule;
  const close = () => {
    schedule.reset();
    reschedule.reset();
    onClose();
  };
  const save = (input: InterviewInput) => {
    if (!target) return;
    const done = { onSuccess: close };
    if (target.kind === 'invite')
      schedule.mutate(
        { applicationId: target.applicationId, candidate: target.candidate, input },
        done,
      );
    else
      reschedule.mutate({ interview: target.interview, candidate: target.candidate, input }, done);
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (!open && !mutation.isPending ? close() : undefined)}
    >
      {target ? (
        <DialogContent
          size="medium"
          title={
            target.kind === 'invite'
              ? `Invite ${target.candidate} to interview`
              : `Reschedule the interview with ${target.candidate}`
          }
          description={
            target.kind === 'invite'
              ? `For ${target.jobTitle}. The application moves to Interview when the invitation is saved.`
              : `For ${target.jobTitle}. The candidate is asked to answer again.`
          }
        >
          <InterviewForm
            initialValues={interviewFormValues(
              target.kind === 'reschedule' ? target.interview : null,
            )}
            submitLabel={target.kind === 'invite' ? 'Send invitation' : 'Save new time'}
            pendingLabel="Saving…"
            pending={mutation.isPending}
            serverError={mutation.error?.message ?? null}
            onSubmit={save}
            onCancel={close}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
