import { useState } from 'react';
import { Textarea, toast } from '@globalhire/ui';
import type { ConversationReport } from '@globalhire/data';
import { ConfirmDialog } from '../account/ConfirmDialog';
import { useReviewReport } from './conversationQueries';

export type ReviewDecision = 'dismissed' | 'actioned';

export interface ReviewTarget {
  report: ConversationReport;
  decision: ReviewDecision;
}

const NOTE_MAX = 2000;

const wording: Record<
  ReviewDecision,
  { title: string; description: string; confirm: string; pending: string; done: string }
> = {
  dismissed: {
    title: 'Dismiss this report?',
    description: 'Nothing in the conversation needs action. The report closes with your note.',
    confirm: 'Dismiss report',
    pending: 'Dismissing...',
    done: 'Report dismissed',
  },
  actioned: {
    title: 'Record the action taken?',
    description:
      'Say what you did about it, for example blocked an account. The report closes with your note.',
    confirm: 'Close as actioned',
    pending: 'Saving...',
    done: 'Report closed as actioned',
  },
};

/** An admin's decision on a report, with a note for the other admins and the audit trail. */
export function ReviewReportDialog({
  target,
  onClose,
}: {
  target: ReviewTarget | null;
  onClose: () => void;
}) {
  const review = useReviewReport();
  const [note, setNote] = useState('');
  const words = wording[target?.decision ?? 'dismissed'];
  const close = () => {
    setNote('');
    review.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      pending={review.isPending}
      error={review.isError ? review.error.message : null}
      onConfirm={() =>
        target &&
        review.mutate(
          { reportId: target.report.id, decision: target.decision, note: note.trim() },
          {
            onSuccess: () => {
              toast({ title: words.done, tone: 'positive' });
              close();
            },
          },
        )
      }
    >
      <Textarea
        label="Note"
        hint="Seen by admins only, and kept in the audit trail. Up to 2,000 characters."
        maxLength={NOTE_MAX}
        rows={4}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ConfirmDialog>
  );
}
