import { useId } from 'react';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button, Stack, Text } from '@globalhire/ui';
import { saveCopy } from './saveCopy';
import type { SaveableJob } from './useJobSaving';
import { useJobSaving } from './useJobSaving';

/**
 * Save / Saved on a job page: candidates toggle it, visitors are sent to log in and come back
 * with the job saved, employers and admins see it disabled with the reason (as Apply Now).
 */
export function SaveJobAction({ job }: { job: SaveableJob }) {
  const saving = useJobSaving();
  const reasonId = useId();
  if (saving.kind === 'other') {
    if (!saving.userType) return null;
    return (
      <Stack space="small">
        <Button
          variant="outline"
          tone="neutral"
          disabled
          aria-describedby={reasonId}
          icon={<Bookmark />}
          fullWidth
        >
          {saveCopy.saveJob}
        </Button>
        <Text id={reasonId} size="small" tone="muted">
          {saveCopy.reasons[saving.userType]}
        </Text>
      </Stack>
    );
  }
  const saved = saving.kind === 'candidate' && saving.isSaved(job.id);
  return (
    <Button
      variant="outline"
      tone="neutral"
      aria-pressed={saved}
      icon={saved ? <BookmarkCheck /> : <Bookmark />}
      fullWidth
      onClick={() => {
        if (saving.kind === 'candidate') saving.toggle(job, !saved);
        else if (saving.kind === 'visitor') saving.requestSave(job);
        else saving.press(job, true);
      }}
    >
      {saved ? saveCopy.savedJob : saveCopy.saveJob}
    </Button>
  );
}
