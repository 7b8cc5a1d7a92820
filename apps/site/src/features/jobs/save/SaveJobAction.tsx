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
  if (saving.kind !== 'candidate') {
    // A visitor's GET form to log in and come back with the job saved, also while the session is
    // read (as in the server's HTML); a press then waits for the session instead of leaving.
    const press = saving.kind === 'loading' ? saving.press : null;
    const target = new URL(saving.loginHref(job), 'https://site.invalid');
    return (
      <form method="get" action={target.pathname}>
        {[...target.searchParams].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          type="submit"
          variant="outline"
          tone="neutral"
          aria-pressed={false}
          icon={<Bookmark />}
          fullWidth
          onClick={
            press
              ? (event) => {
                  event.preventDefault();
                  press(job, true);
                }
              : undefined
          }
        >
          {saveCopy.saveJob}
        </Button>
      </form>
    );
  }
  const saved = saving.isSaved(job.id);
  return (
    <Button
      variant="outline"
      tone="neutral"
      aria-pressed={saved}
      icon={saved ? <BookmarkCheck /> : <Bookmark />}
      fullWidth
      onClick={() => saving.toggle(job, !saved)}
    >
      {saved ? saveCopy.savedJob : saveCopy.saveJob}
    </Button>
  );
}
